import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { Check } from "#app/components/icons";
import { PlaceWords } from "#app/components/place-words";
import { ApproveButton, RejectForm } from "#app/components/properties/lifecycle/property-actions";
import { PosterTag } from "#app/components/properties/poster-tag";
import { UnverifiedBadge } from "#app/components/properties/property-row";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import type { StoredImage } from "#app/modules/media/image-urls";
import { imageUrl } from "#app/modules/media/image-urls";
import { listingTypeLabel } from "#app/modules/properties/display";
import { waitedFor } from "#app/modules/properties/lifecycle/waiting";
import { FLAG_MESSAGES, flagText } from "#app/modules/properties/trust/flag-words";
import type { AdminPropertySummary, EditReview, ListingFlag, QueueItem } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";

/** The form "Approve selected" sends; each entry's box belongs to it by its id (forms cannot nest). */
const BATCH_FORM = "approve-selected";

/** The words of the desk's checks (issue 57, B8), English keys translated where shown. */
const QUEUE_WORDS = {
  illegal: msg("Listed by the LDA as illegal or unplanned"),
  approved: msg("LDA-approved layout"),
  unlisted: msg("Not in the LDA register"),
  notGiven: msg("Not given"),
  reraChecked: msg("Checked on the UP RERA portal"),
  flagged: msg("Flagged as posting like a broker"),
  seeSigns: msg("See the signs"),
  checks: msg("Checks"),
  noChecks: msg("None yet"),
} as const;

/** A listing's first photo, small, or "No Image Available". */
export function AdminThumb({ image, label }: { image: StoredImage | null | undefined; label?: string }) {
  const { t } = useI18n();
  return image ? (
    <img
      src={imageUrl(image, 480)}
      width={96}
      height={72}
      alt={label ? t(label) : ""}
      loading="lazy"
      className="h-18 w-24 shrink-0 rounded-md object-cover"
    />
  ) : (
    <span className="flex h-18 w-24 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-[10px] leading-tight text-slate-700">
      {t("No Image Available")}
    </span>
  );
}

/** The poster as the desk lists them: name, e-mail and whether it is confirmed. */
export function PosterOnDesk({ item }: { item: AdminPropertySummary }) {
  const { t } = useI18n();
  return (
    <div className="text-sm">
      <p className="font-medium" translate={item.ownerName ? "no" : undefined}>
        {item.ownerName ?? t("Owner details not available.")}
      </p>
      {item.ownerEmail ? <p className="text-slate-600">{item.ownerEmail}</p> : null}
      {item.ownerEmail ? (
        item.posterEmailConfirmed ? (
          <p className="text-emerald-800">{t("E-mail confirmed")}</p>
        ) : (
          <UnverifiedBadge />
        )
      ) : null}
    </div>
  );
}

/**
 * The approval queue: new listings and edits, oldest first, each with what an Admin checks
 * before approving, and "Approve selected" for the ticked ones (each checked again on the
 * server as its own button would be).
 */
export function ApprovalQueue({
  items,
  edits,
  at,
}: {
  items: QueueItem[];
  edits: Record<string, EditReview>;
  at: number;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  // Only this form sends ticked entries.
  const busy = navigation.state !== "idle" && Boolean(navigation.formData?.has("item"));
  return (
    <>
      <Form
        id={BATCH_FORM}
        method="post"
        preventScrollReset
        className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3"
        data-testid="batch-approval"
      >
        <input type="hidden" name="intent" value="approve-selected" />
        <button
          type="submit"
          disabled={busy}
          className="button-primary inline-flex items-center gap-1.5 px-3 py-2 text-sm disabled:cursor-wait disabled:opacity-60"
        >
          <Check aria-hidden="true" className="size-4" />
          {busy ? t("Approving...") : t("Approve selected")}
        </button>
        <SelectAll />
        <p className="text-sm text-slate-700">
          {t("Tick the listings you have checked. Each is approved only if it is still waiting.")}
        </p>
      </Form>
      <ol className="mt-4 space-y-4" data-testid="approval-queue">
        {items.map((item) => (
          <QueueEntry key={`${item.kind}-${item.id}`} item={item} review={edits[item.id]} at={at} />
        ))}
      </ol>
    </>
  );
}

/**
 * Ticks or clears every entry on the page. It needs the page's script, so it shows only once
 * that has run: without it each entry's own box still works.
 */
function SelectAll() {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        className="size-4"
        onChange={(event) => {
          for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="item"][form="${BATCH_FORM}"]`)) {
            box.checked = event.currentTarget.checked;
          }
        }}
      />
      {t("Select all on this page")}
    </label>
  );
}

function QueueEntry({ item, review, at }: { item: QueueItem; review?: EditReview; at: number }) {
  const edit = item.kind === "edit";
  const i18n = useI18n();
  const { t, plural, locale } = i18n;
  const boxId = `select-${item.kind}-${item.id}`;
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="admin-property-row"
      data-property-id={item.id}
      data-kind={item.kind}
    >
      <div className="flex flex-wrap items-start gap-4">
        <input
          id={boxId}
          type="checkbox"
          name="item"
          value={`${item.kind}:${item.id}`}
          form={BATCH_FORM}
          className="mt-1 size-5 shrink-0"
          aria-label={t("Select {name}", { name: item.name })}
        />
        <AdminThumb image={item.image} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={propertyHref(item.id)} className="font-semibold text-ink hover:underline" translate="no">
              {item.name}
            </Link>
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${edit ? "bg-sky-100 text-sky-900" : "bg-amber-100 text-amber-900"}`}
            >
              {edit ? t("Changes to a live listing") : t("New listing")}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            <PlaceWords locality={item.locality} city={item.city} /> · {t(item.propertyType)} ·{" "}
            {t(listingTypeLabel(item.listingType))}
          </p>
          {/* What an Admin checks first: price, BHK and area (with the bigha factor), and how many photos. */}
          <p className="text-sm text-ink" data-testid="queue-facts">
            <span className="font-medium">{item.priceText}</span>
            {item.facts.length ? ` · ${item.facts.join(" · ")}` : ""} · {plural(item.photoCount, COUNTS.photos)}
          </p>
          {item.areaNote ? <p className="text-xs text-slate-600">{item.areaNote}</p> : null}
          <p className="mt-1 text-sm text-slate-700" data-testid="waited">
            {t("Waiting for {howLong} (since {since})", {
              howLong: waitedFor(item.waitingSince, at, i18n),
              since: formatDate(item.waitingSince, locale),
            })}
          </p>
        </div>
        <PosterOnDesk item={item} />
      </div>
      <QueueChecks item={item} />
      {item.flags.length ? <Flags flags={item.flags} /> : null}
      {review ? <EditChanges review={review} /> : null}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <ApproveButton id={item.id} name={item.name} edit={edit} />
        <RejectForm id={item.id} name={item.name} edit={edit} />
      </div>
    </li>
  );
}

/**
 * What an Admin should see before approving (issue 57, B8): the colony and what the LDA's
 * register says of it, the LDA approval number the poster gave, the RERA number and whether it
 * was checked, who posted it (an Agent, a flagged Owner) and the badges it carries.
 */
function QueueChecks({ item }: { item: QueueItem }) {
  const { t } = useI18n();
  const lda =
    item.legality === "illegal"
      ? { words: QUEUE_WORDS.illegal, tone: "border-red-300 bg-red-50 text-red-900" }
      : item.legality === "approved"
        ? { words: QUEUE_WORDS.approved, tone: "border-emerald-300 bg-emerald-50 text-emerald-900" }
        : { words: QUEUE_WORDS.unlisted, tone: "border-slate-300 bg-slate-50 text-slate-700" };
  const badges = [
    item.posterMobileVerified ? "Mobile verified" : null,
    item.ownerVerified ? "Owner verified" : null,
    item.photosChecked ? "Photos checked" : null,
  ].filter((badge) => badge !== null);
  const row = "grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-x-3";
  return (
    <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm" data-testid="queue-checks">
      {item.colony || item.colonyAsked ? (
        <div className={row} data-testid="queue-colony">
          <dt className="text-slate-600">{t("Colony or society")}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span translate="no">{item.colony || t(QUEUE_WORDS.notGiven)}</span>
            {item.colony ? (
              <span
                className={`inline-flex rounded-md border px-2 py-0.5 text-xs font-semibold ${lda.tone}`}
                data-testid="queue-lda"
                data-lda={item.legality ?? "unlisted"}
              >
                {t(lda.words)}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {item.ldaApprovalNumber ? (
        <div className={row}>
          <dt className="text-slate-600">{t("LDA layout approval number")}</dt>
          <dd className="font-mono" translate="no">
            {item.ldaApprovalNumber}
          </dd>
        </div>
      ) : null}
      {item.reraNumber ? (
        <div className={row} data-testid="queue-rera">
          <dt className="text-slate-600">{t(RERA_MESSAGES.title)}</dt>
          <dd>
            <span className="font-mono" translate="no">
              {item.reraNumber}
            </span>{" "}
            <span className={item.reraChecked ? "font-semibold text-emerald-800" : "text-slate-600"}>
              · {item.reraChecked ? t(QUEUE_WORDS.reraChecked) : t(RERA_MESSAGES.notChecked)}
            </span>
          </dd>
        </div>
      ) : null}
      <div className={row} data-testid="queue-poster">
        <dt className="text-slate-600">{t("Posted by")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {item.posterAgent ? <PosterTag agent={item.posterAgent} className="text-xs" /> : null}
          {item.ownerRole && !item.posterAgent ? <span>{t(item.ownerRole)}</span> : null}
          {item.ownerId ? (
            <Link to={`?poster=${encodeURIComponent(item.ownerId)}`} className="text-brand-800 underline">
              {t("Show only this poster's listings")}
            </Link>
          ) : null}
          {item.posterFlaggedAsBroker ? (
            <span className="font-semibold text-amber-900">
              {t(QUEUE_WORDS.flagged)} ·{" "}
              <Link to="/admin/brokers" className="underline">
                {t(QUEUE_WORDS.seeSigns)}
              </Link>
            </span>
          ) : null}
        </dd>
      </div>
      <div className={row} data-testid="queue-badges">
        <dt className="text-slate-600">{t(QUEUE_WORDS.checks)}</dt>
        <dd className={badges.length ? "font-semibold text-emerald-800" : "text-slate-600"}>
          {badges.length ? badges.map((badge) => t(badge)).join(" · ") : t(QUEUE_WORDS.noChecks)}
        </dd>
      </div>
    </dl>
  );
}

/** The warnings found when it was sent: duplicates with the match beside it, price outliers. */
function Flags({ flags }: { flags: ListingFlag[] }) {
  const { t } = useI18n();
  return (
    <ul className="mt-3 space-y-2" data-testid="review-flags" aria-label={t("Warnings")}>
      {flags.map((flag, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored list never reorders
          key={index}
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950"
          data-flag={flag.kind}
        >
          <p className="font-semibold">{flagText(flag, t)}</p>
          {"match" in flag ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {flag.match.ownPhoto ? <AdminThumb image={flag.match.ownPhoto} label={FLAG_MESSAGES.ours} /> : null}
              {flag.match.photo ? <AdminThumb image={flag.match.photo} label={FLAG_MESSAGES.theirs} /> : null}
              <p>
                <Link
                  to={propertyHref(flag.match.id)}
                  className="font-semibold text-brand-800 underline"
                  translate="no"
                >
                  {flag.match.name}
                </Link>
                <span className="block text-red-900">
                  {flag.match.place} · {flag.match.priceText}
                </span>
              </p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An edit of a live listing, field by field, with the photos it adds and removes. */
function EditChanges({ review }: { review: EditReview }) {
  const { t } = useI18n();
  return (
    <div className="mt-3 overflow-x-auto" data-testid="edit-changes">
      {review.changes.length ? (
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t("Changes")}</caption>
          <ColumnHeads
            columns={[t("Field"), t("Now"), t("After the change")]}
            className="text-slate-600"
            cellClassName="py-1 pr-4 font-semibold last:pr-0"
          />
          <tbody className="divide-y divide-slate-100">
            {review.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" className="py-1 pr-4 font-medium">
                  {t(change.label)}
                </th>
                <td className="py-1 pr-4 text-slate-600 line-through decoration-red-400">{change.before || "—"}</td>
                <td className="py-1 font-semibold text-ink">{change.after || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">{t("No field changes.")}</p>
      )}
      {review.added.length || review.removed.length ? (
        <div className="mt-2 flex flex-wrap gap-6 text-sm">
          {review.added.length ? (
            <div>
              <p className="font-semibold">{t("Photos added ({count})", { count: review.added.length })}</p>
              <div className="mt-1 flex flex-wrap gap-2">
                {review.added.map((image) => (
                  <AdminThumb key={image.id} image={image} label={msg("Added photo")} />
                ))}
              </div>
            </div>
          ) : null}
          {review.removed.length ? (
            <div>
              <p className="font-semibold">{t("Photos removed ({count})", { count: review.removed.length })}</p>
              <div className="mt-1 flex flex-wrap gap-2 opacity-70">
                {review.removed.map((image) => (
                  <AdminThumb key={image.id} image={image} label={msg("Removed photo")} />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** After "Approve selected": what was approved, and each one that was not, with why. */
export function BatchSummary({
  batch,
}: {
  batch:
    | {
        approved: Array<{ id: string; name: string }>;
        refused: Array<{ id: string; name: string; reason: string }>;
      }
    | undefined;
}) {
  const { t } = useI18n();
  if (!batch) return null;
  return (
    <div className="mt-2 grid gap-3 text-sm sm:grid-cols-2" data-testid="batch-summary">
      {batch.approved.length ? (
        <div>
          <p className="font-semibold text-emerald-900">{t("Approved")}</p>
          <ul className="mt-1 list-disc pl-5">
            {batch.approved.map((entry) => (
              <li key={entry.id} translate="no">
                <Link to={propertyHref(entry.id)} className="underline">
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {batch.refused.length ? (
        <div>
          <p className="font-semibold text-red-900">{t("Not approved")}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="batch-refused">
            {batch.refused.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an unreadable entry has no id of its own
              <li key={`${entry.id}-${index}`}>
                {entry.name ? (
                  <Link to={propertyHref(entry.id)} className="underline" translate="no">
                    {entry.name}
                  </Link>
                ) : null}
                {entry.name ? ": " : ""}
                {t(entry.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
