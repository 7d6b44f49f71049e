import { data, Form, Link } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import { Name, Words } from "#app/components/words";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { parsePage } from "#app/modules/platform/pagination";
import {
  type EnquiryRow,
  markEnquiryRead,
  receivedEnquiries,
  sentEnquiries,
} from "#app/modules/properties/contact-owner/enquiries.server";
import { revealsOfOwner } from "#app/modules/properties/contact-owner/reveals.server";
import { CONTACT_OWNER_MESSAGES, MODERATION_MESSAGES } from "#app/modules/properties/words";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Enquiries"),
  msg("Enquiries about your listings, the ones you sent, and who saw your number."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const [received, sent, reveals] = await Promise.all([
    receivedEnquiries(user.id, parsePage(params.get("received")), localeOf(request)),
    sentEnquiries(user.id, parsePage(params.get("sent")), localeOf(request)),
    revealsOfOwner(user.id, localeOf(request)),
  ]);
  return { received, sent, reveals };
}

/** Marks one received enquiry read (only the owner of its listing can). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const marked = await markEnquiryRead(user.id, String(form.get("id") ?? ""));
  return marked
    ? data({ ok: true, message: CONTACT_OWNER_MESSAGES.markedRead })
    : data({ ok: false, message: MODERATION_MESSAGES.notFound }, 404);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { t, plural, locale } = useI18n();
  const { received, sent, reveals } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Enquiries")}
        lead={t("Messages about your listings, the ones you sent, and who saw your number.")}
      />
      <div className="container-page max-w-4xl space-y-12 py-10">
        {actionData ? <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} /> : null}
        <section aria-labelledby="received-title" data-testid="received-enquiries">
          <h2 id="received-title" className="text-2xl font-bold">
            {t("About your listings")} <span className="font-normal text-slate-500">({received.total})</span>
          </h2>
          <EnquiryList page={received} param="received" empty={t("No enquiries about your listings yet.")} owner />
        </section>
        <section aria-labelledby="sent-title" data-testid="sent-enquiries">
          <h2 id="sent-title" className="text-2xl font-bold">
            {t("My enquiries")} <span className="font-normal text-slate-500">({sent.total})</span>
          </h2>
          <EnquiryList page={sent} param="sent" empty={t("You have not sent any enquiries while signed in.")} />
        </section>
        <section aria-labelledby="reveals-title" data-testid="reveals">
          <h2 id="reveals-title" className="text-2xl font-bold">
            {t("Who saw your contact details")} <span className="font-normal text-slate-500">({reveals.total})</span>
          </h2>
          <p className="mt-1 text-slate-600">
            {t("Visitors see your number masked; signed-in people who choose to see it are listed here.")}
          </p>
          {/* None yet is said once, below. */}
          {reveals.people ? (
            <p className="mt-2 font-semibold" data-testid="reveal-people">
              {plural(reveals.people, {
                one: "{count} person has seen your contact details.",
                other: "{count} different people have seen your contact details.",
              })}
            </p>
          ) : null}
          {reveals.rows.length ? (
            <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {reveals.rows.map((row) => (
                <li key={`${row.propertyId}-${row.at}-${row.name}`} className="px-4 py-3">
                  <Words
                    message={t("{name} ({role}) saw your details on {listing} on {date}")}
                    values={{
                      name: <Name className="font-semibold">{row.name}</Name>,
                      role: t(row.role),
                      listing: (
                        <Link to={propertyHref(row.propertyId)} className="text-brand-700 underline">
                          {row.listing ? <Name>{row.listing}</Name> : t("your listing")}
                        </Link>
                      ),
                      date: formatDate(row.at, locale),
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
              {t("Nobody yet.")}
            </p>
          )}
        </section>
      </div>
    </>
  );
}

function EnquiryList({
  page,
  param,
  empty,
  owner = false,
}: {
  page: { items: EnquiryRow[]; page: number; pages: number };
  param: string;
  empty: string;
  owner?: boolean;
}) {
  const { t, locale } = useI18n();
  if (page.items.length === 0) {
    return <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">{empty}</p>;
  }
  return (
    <>
      <ul className="mt-4 space-y-3">
        {page.items.map((item) => (
          <li
            key={item.id}
            className={`rounded-xl border p-4 ${owner && !item.read ? "border-brand-300 bg-brand-50" : "border-slate-200"}`}
            data-testid="enquiry"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p>
                <Link
                  to={propertyHref(item.propertyId)}
                  className="font-semibold text-brand-700 underline"
                  translate="no"
                >
                  {item.listing}
                </Link>{" "}
                <span className="text-sm text-slate-600">· {formatDate(item.createdAt, locale)}</span>
                {owner && !item.read ? (
                  <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t("Unread")}
                  </span>
                ) : null}
              </p>
              {owner && !item.read ? (
                <Form method="post">
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className="button-secondary px-3 py-1.5 text-sm">
                    {t("Mark as read")}
                  </button>
                </Form>
              ) : null}
            </div>
            {/* What the sender wrote, their name and number: theirs, never translated. */}
            <p className="mt-2 whitespace-pre-line" translate="no">
              {item.message}
            </p>
            {owner ? (
              <p className="mt-2 text-sm text-slate-700" translate="no">
                {item.name} ·{" "}
                {item.email ? (
                  <>
                    <a href={`tel:+91${item.mobileNumber}`} className="text-brand-700 underline">
                      {item.mobileNumber}
                    </a>{" "}
                    ·{" "}
                    <a href={`mailto:${item.email}`} className="break-all text-brand-700 underline">
                      {item.email}
                    </a>
                  </>
                ) : (
                  <span data-testid="masked-sender">{item.mobileNumber}</span>
                )}
              </p>
            ) : null}
            {item.conversationId ? (
              <p className="mt-2">
                <Link to={`/messages/${item.conversationId}`} className="font-semibold text-brand-700 underline">
                  {owner ? t("Reply in the conversation") : t("Open the conversation")}
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination
        page={page.page}
        pages={page.pages}
        param={param}
        label={param === "received" ? t("Pages of received enquiries") : t("Pages of sent enquiries")}
      />
    </>
  );
}
