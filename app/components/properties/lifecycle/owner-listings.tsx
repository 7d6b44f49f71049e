import { Link } from "react-router";
import { Pagination } from "#app/components/pagination";
import { CloseForm, ConfirmRemoveButton, RenewButton } from "#app/components/properties/lifecycle/property-actions";
import { PropertyRow } from "#app/components/properties/property-row";
import { Name, Words } from "#app/components/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Page } from "#app/modules/platform/pagination";
import type { OwnerNotes } from "#app/modules/properties/lifecycle/owner-notes";
import {
  EVENT_LABELS,
  LIFECYCLE_MESSAGES,
  type ListingStatus,
  REASON_WITH_NOTE,
  reasonMessage,
} from "#app/modules/properties/status";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";

// The listings on /profile: a section a state (or the Admin's queue), each row with its notes and actions.

export interface ListingSectionProps {
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

export function ListingSection({
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
export function OwnerListingNotes({ status, notes }: { status: ListingStatus; notes: OwnerNotes | undefined }) {
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

export function OwnerActions({
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
      className="button-secondary inline-flex items-center px-3 py-2 text-sm"
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
          className="button-secondary inline-flex items-center px-3 py-2 text-sm"
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
