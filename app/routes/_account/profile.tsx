import { Form, Link, useActionData } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { LogOut } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import {
  ApproveButton,
  CloseForm,
  ConfirmRemoveButton,
  RejectForm,
  RenewButton,
} from "#app/components/properties/lifecycle/property-actions";
import { PropertyRow } from "#app/components/properties/property-row";
import { Name, Words } from "#app/components/words";
import { requireUser } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Page } from "#app/modules/platform/pagination";
import { handlePropertyAction } from "#app/modules/properties/lifecycle/actions.server";
import type { OwnerNotes } from "#app/modules/properties/lifecycle/lifecycle.server";
import { type ProfileSection, profilePage } from "#app/modules/properties/pages/profile-page.server";
import {
  EVENT_LABELS,
  LIFECYCLE_MESSAGES,
  type ListingStatus,
  REASON_WITH_NOTE,
  reasonMessage,
} from "#app/modules/properties/status";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = unlistedPageMeta(msg("Your profile"), msg("Your account and your listings."));

export async function loader({ request }: Route.LoaderArgs) {
  return profilePage(request, await requireUser(request));
}

/**
 * The words of the owner's sections, one per state the page model lists (the empty ones
 * after a rejection or expiry are left out).
 */
const SECTION_WORDS: Record<ProfileSection, { title: string; lead: string; empty: string; always?: boolean }> = {
  live: {
    title: msg("Live"),
    lead: msg("On the site for everyone to see."),
    // The old product's words for an owner with nothing live (docs/product/old-product.md §8).
    empty: msg("No approved listings."),
    always: true,
  },
  pending: {
    title: msg("Pending"),
    lead: msg("Waiting for our team to check them. Only you and our administrators can see these."),
    empty: msg("No pending listings."),
    always: true,
  },
  rejected: {
    title: msg("Rejected"),
    lead: msg(
      "Our team could not approve these. Edit one and send it again, or delete it; rejected listings are removed after 30 days.",
    ),
    empty: msg("No rejected listings."),
  },
  expired: {
    title: msg("Expired"),
    lead: msg("Taken off the site because nobody confirmed they were still available. Renew one to bring it back."),
    empty: msg("No expired listings."),
  },
  closed: {
    title: msg("Closed"),
    lead: msg("Sold or rented out."),
    empty: msg("No closed listings."),
  },
};
const OWN_SECTIONS = (
  Object.entries(SECTION_WORDS) as Array<[ProfileSection, (typeof SECTION_WORDS)[ProfileSection]]>
).map(([status, words]) => ({ status, ...words }));

/** Approve and Reject (Admins), Delete (the owner); each checked on the server. */
export function action({ request }: Route.ActionArgs) {
  return handlePropertyAction(request);
}

/** A step the account still lacks, why it matters, and the link to take it. */
function StepPrompt({ why, step, to, testId }: { why: string; step: string; to: string; testId?: string }) {
  return (
    <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid={testId}>
      {why}{" "}
      <Link to={to} className="font-semibold underline">
        {step}
      </Link>
    </p>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, moderation, own, notes, unread } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t, locale } = useI18n();
  // What the person and our team wrote (a name, a reason) is theirs: marked, never translated.
  const rows: Array<[string, React.ReactNode]> = [
    [t("Name"), <Name key="name">{user.name}</Name>],
    [t("Email"), `${user.email} (${user.emailVerified ? t("confirmed") : t("not confirmed")})`],
    [t("Mobile"), user.mobileNumber || t("Not provided")],
    [
      t("Role"),
      user.roleNote ? (
        <Words
          key="role"
          message={t("{role}: our team set it, because: {reason}")}
          values={{ role: t(user.role), reason: <Name>{user.roleNote}</Name> }}
        />
      ) : (
        t(user.role)
      ),
    ],
    [t("Member since"), formatDate(user.memberSince, locale)],
  ];
  const accountLinks: Array<[string, string]> = [
    ["/profile/settings", t("Account settings")],
    ["/messages", t("Messages")],
    ["/profile/visit-hours", t("Visit hours")],
    ["/profile/enquiries", `${t("Enquiries")}${unread ? ` (${t("{count} unread", { count: unread })})` : ""}`],
    ["/shortlist", t("Shortlist")],
    ["/profile/searches", t("Saved searches")],
    ["/profile/import", t("Import listings")],
  ];
  return (
    <>
      <PageHeader
        title={t("Your profile")}
        lead={<Words message={t("Signed in as {name}.")} values={{ name: <Name>{user.name}</Name> }} />}
      />
      <div className="container-page py-10">
        <section
          aria-labelledby="account-title"
          className="max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="account-title" className="text-xl font-bold">
              {t("Account")}
            </h2>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t("Logout")}
              </button>
            </Form>
          </div>
          <dl className="mt-4 divide-y divide-slate-100" data-testid="profile-details">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-3 gap-4 py-3">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="col-span-2 break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {user.emailVerified ? null : (
            <StepPrompt
              to="/profile/settings#email"
              step={t("Send the link again")}
              why={t(
                "Please confirm your e-mail address with the link we sent you. Until then your listings wait for our team with a mark.",
              )}
            />
          )}
          {user.mobileVerified || user.role === "Admin" ? null : (
            <StepPrompt
              to="/profile/settings#mobile"
              step={t("Verify my number")}
              why={t(
                "Verify your number to see owners' numbers, send enquiries and post properties: we send a 6-digit code to it by SMS.",
              )}
              testId="verify-mobile-prompt"
            />
          )}
          <p className="mt-4 flex flex-wrap gap-3">
            {accountLinks.map(([to, label]) => (
              <Link
                key={to}
                to={to}
                className="inline-flex rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
              >
                {label}
              </Link>
            ))}
          </p>
        </section>

        {actionData ? (
          <div className="mt-8 max-w-3xl">
            <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} />
          </div>
        ) : null}

        {moderation ? (
          <ListingSection
            id="moderation"
            title={t("Properties waiting for approval")}
            lead={t(
              "Approve a property to show it on the site, or reject it with a reason: its owner can edit it and send it again.",
            )}
            page={moderation}
            empty={t("No pending properties to approve.")}
            param="page"
            level="h2"
            actions={(property) => (
              <>
                <ApproveButton id={property.id} name={property.name} />
                <RejectForm id={property.id} name={property.name} />
              </>
            )}
          />
        ) : null}

        {own ? (
          <>
            <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
              <h2 id="your-listings" className="text-2xl font-bold tracking-tight">
                {t("Your listings")}
              </h2>
              <Link
                to="/postproperty"
                className="rounded-lg bg-accent-500 px-4 py-2 font-semibold text-ink hover:bg-accent-400"
              >
                {t("Post a property")}
              </Link>
            </div>
            {OWN_SECTIONS.filter((section) => section.always || own[section.status].total > 0).map((section) => (
              <ListingSection
                key={section.status}
                id={section.status}
                title={t(section.title)}
                lead={t(section.lead)}
                page={own[section.status]}
                empty={t(section.empty)}
                param={`${section.status}Page`}
                notes={(property) => <OwnerListingNotes status={section.status} notes={notes[property.id]} />}
                actions={(property) => (
                  <OwnerActions status={section.status} property={property} notes={notes[property.id]} />
                )}
              />
            ))}
          </>
        ) : null}
      </div>
    </>
  );
}

interface ListingSectionProps {
  id: string;
  title: string;
  lead: string;
  page: Page<PropertySummary>;
  empty: string;
  param: string;
  actions: (property: PropertySummary) => React.ReactNode;
  notes?: (property: PropertySummary) => React.ReactNode;
  level?: "h2" | "h3";
}

function ListingSection({
  id,
  title,
  lead,
  page,
  empty,
  param,
  actions,
  notes,
  level: Heading = "h3",
}: ListingSectionProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8" data-testid={`${id}-listings`}>
      <Heading id={`${id}-title`} className="text-xl font-bold">
        {title} {page.total ? <span className="font-normal text-slate-500">({page.total})</span> : null}
      </Heading>
      <p className="mt-1 text-slate-600">{lead}</p>
      {page.items.length ? (
        <ul className="mt-4 space-y-3">
          {page.items.map((property) => (
            <PropertyRow key={property.id} property={property} notes={notes?.(property)}>
              {actions(property)}
            </PropertyRow>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">{empty}</p>
      )}
      <Pagination
        page={page.page}
        pages={page.pages}
        param={param}
        label={t("Pages of {section}", { section: title.toLowerCase() })}
      />
    </section>
  );
}

/** A line of a listing's history, by who did it, with its reason when it has one. */
const HISTORY_LINES = {
  owner: { plain: msg("{event}"), because: msg("{event} ({reason})") },
  team: { plain: msg("{event} by our team"), because: msg("{event} by our team ({reason})") },
  site: { plain: msg("{event} automatically"), because: msg("{event} automatically ({reason})") },
} as const;

/**
 * A stored reason in the reader's language ("Details are missing or wrong") and the Admin's
 * note after it as they wrote it: "जानकारी अधूरी या ग़लत है। कृपया क़ीमत…".
 */
function ReasonWords({ code, note }: { code: string | null; note: string | null }) {
  const { t } = useI18n();
  const words = reasonMessage(code);
  const written = note ? <Name>{note}</Name> : null;
  if (!words) return written;
  return written ? <Words message={t(REASON_WITH_NOTE)} values={{ reason: t(words), note: written }} /> : t(words);
}

/** Under each of the owner's listings: why it was rejected, until when it is live, a waiting edit, its history. */
function OwnerListingNotes({ status, notes }: { status: ListingStatus; notes: OwnerNotes | undefined }) {
  const { t, locale } = useI18n();
  if (!notes) return null;
  return (
    <div className="mt-2 space-y-1 text-sm">
      {status === "rejected" && (notes.statusReason || notes.statusNote) ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900" data-testid="rejection-reason">
          <Words
            message={t("Rejected: {reason}")}
            values={{ reason: <ReasonWords code={notes.statusReason} note={notes.statusNote} /> }}
          />
        </p>
      ) : null}
      {status === "closed" && notes.statusReason ? (
        <p className="text-slate-700">
          <ReasonWords code={notes.statusReason} note={null} />
        </p>
      ) : null}
      {status === "live" && notes.confirmedAt ? (
        <p className="text-slate-700">
          {t("Confirmed available on {date}", { date: formatDate(notes.confirmedAt, locale) })}
          {t(".")}{" "}
          {notes.expiresAt
            ? t("Expires on {date} unless you confirm it is still available.", {
                date: formatDate(notes.expiresAt, locale),
              })
            : null}
        </p>
      ) : null}
      {notes.editSentAt ? (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sky-950" data-testid="edit-waiting">
          {t(LIFECYCLE_MESSAGES.editWaiting)}
        </p>
      ) : null}
      {notes.history.length ? (
        <details data-testid="listing-history">
          <summary className="cursor-pointer font-semibold text-brand-700">{t("History")}</summary>
          <ol className="mt-1 space-y-1 border-l-2 border-slate-200 pl-3">
            {notes.history.map((entry) => (
              <li key={`${entry.at}-${entry.kind}`}>
                <span className="text-slate-600">{formatDate(entry.at, locale)}:</span>{" "}
                <Words
                  message={t(HISTORY_LINES[entry.by][entry.reason || entry.note ? "because" : "plain"])}
                  values={{
                    event: t(EVENT_LABELS[entry.kind]),
                    reason: (
                      <span className="text-slate-700">
                        <ReasonWords code={entry.reason} note={entry.note} />
                      </span>
                    ),
                  }}
                />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

function OwnerActions({
  status,
  property,
  notes,
}: {
  status: ListingStatus;
  property: PropertySummary;
  notes: OwnerNotes | undefined;
}) {
  const { t } = useI18n();
  const edit = (
    <Link
      to={`/postproperty?edit=${property.id}`}
      className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
      aria-label={t("{action} {name}", {
        action: status === "rejected" ? t("Edit and send again") : t("Edit"),
        name: property.name,
      })}
    >
      {status === "rejected" ? t("Edit and send again") : t("Edit")}
    </Link>
  );
  return (
    <>
      {status === "live" || status === "pending" || status === "rejected" ? edit : null}
      {status !== "rejected" ? (
        <Link
          to={`/profile/listing-stats?id=${encodeURIComponent(property.id)}`}
          className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          aria-label={t("{action} {name}", { action: t("Views and enquiries"), name: property.name })}
        >
          {t("Views and enquiries")}
        </Link>
      ) : null}
      {status === "live" && !notes?.editSentAt ? (
        <RenewButton id={property.id} name={property.name} expired={false} />
      ) : null}
      {status === "expired" ? <RenewButton id={property.id} name={property.name} expired /> : null}
      {status === "live" || status === "expired" ? <CloseForm id={property.id} name={property.name} /> : null}
      <ConfirmRemoveButton id={property.id} name={property.name} intent="delete" />
    </>
  );
}
