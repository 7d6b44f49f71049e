import { Form } from "react-router";
import { Name, Words } from "#app/components/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { TRUST_BADGES } from "#app/modules/properties/badge-words";
import type { LegalityNote } from "#app/modules/properties/trust/legality-note";
import { formatDate } from "#app/modules/text/format";

/** A badge and, one press away, what it means: every badge of decision 045 reads this way. */
function Badge({
  name,
  testId,
  className,
  children,
}: {
  name: string;
  testId: string;
  className: string;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <details className={`${className} text-sm`} data-testid={testId}>
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
        {t(name)}
        <span className="font-normal text-emerald-800 underline">{t("what this means")}</span>
      </summary>
      <p className="mt-1 text-slate-600">{children}</p>
    </details>
  );
}

/**
 * "Mobile verified" beside a poster (decision 043): earned only by a code sent by SMS, never
 * chosen in a form.
 */
export function MobileVerifiedBadge() {
  const { t } = useI18n();
  return (
    <Badge name={msg("Mobile verified")} testId="badge-mobile-verified" className="mt-1">
      {t(
        "The poster proved that this mobile number is theirs by typing back a code we sent to it by SMS. We check the number, not the person: see the property and its papers before you pay anything.",
      )}
    </Badge>
  );
}

interface ListingChecksProps {
  id: string;
  /** When an Admin marked each (ISO), or null. */
  ownerVerifiedAt: string | null;
  photosCheckedAt: string | null;
  hasPhotos: boolean;
  /** An Admin sees a button for each mark not yet given (posted to the page's own action). */
  canCheck: boolean;
  /**
   * Beside "mark Owner verified", inside its form: the warning an Admin reads first when the
   * LDA listed the colony as illegal (ColonyListedWarning, loaded for Admins alone).
   */
  ownerMarkWarning?: React.ReactNode;
}

/**
 * What our team checked on this listing (decision 045): "Owner verified" and "Photos
 * checked", each with what it means and when. Nothing shows for a check not made.
 */
export function ListingChecks({
  id,
  ownerVerifiedAt,
  photosCheckedAt,
  hasPhotos,
  canCheck,
  ownerMarkWarning = null,
}: ListingChecksProps) {
  const { t, locale } = useI18n();
  const marks = [
    { at: ownerVerifiedAt, name: TRUST_BADGES.ownerVerified, means: TRUST_BADGES.ownerVerifiedMeans, testId: "owner" },
    { at: photosCheckedAt, name: TRUST_BADGES.photosChecked, means: TRUST_BADGES.photosCheckedMeans, testId: "photos" },
  ].filter((mark) => mark.at);
  const buttons = canCheck
    ? [
        ...(ownerVerifiedAt ? [] : [{ intent: "verify-owner", label: TRUST_BADGES.markOwner }]),
        ...(photosCheckedAt || !hasPhotos ? [] : [{ intent: "check-photos", label: TRUST_BADGES.markPhotos }]),
      ]
    : [];
  if (!marks.length && !buttons.length) return null;
  return (
    <section
      aria-labelledby={`checks-${id}`}
      className="rounded-2xl border border-slate-200 p-4"
      data-testid="listing-checks"
    >
      <h2 id={`checks-${id}`} className="text-base font-bold text-ink">
        {t("Checked by our team")}
      </h2>
      {marks.map((mark) => (
        <Badge key={mark.testId} name={mark.name} testId={`badge-${mark.testId}`} className="mt-2">
          {t(mark.means)} {t(TRUST_BADGES.checkedOn, { date: formatDate(mark.at ?? "", locale) })}
        </Badge>
      ))}
      {buttons.map((button) => (
        <Form key={button.intent} method="post" className="mt-3">
          <input type="hidden" name="intent" value={button.intent} />
          <input type="hidden" name="id" value={id} />
          {button.intent === "verify-owner" ? ownerMarkWarning : null}
          <button type="submit" className="button-outline px-3 py-2 text-left text-sm">
            {t(button.label)}
          </button>
        </Form>
      ))}
    </section>
  );
}

/**
 * What the LDA's lists say of the listing's colony (decision 046): a warning that never hides
 * the listing, or the layout's approval. Nothing for a colony no list names.
 */
export function LegalityLine({ note }: { note: LegalityNote | null }) {
  const { t } = useI18n();
  if (!note) return null;
  return note.kind === "illegal" ? (
    <p
      role="note"
      className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900"
      data-testid="legality-warning"
    >
      {/* The list's name and the approval's number as the register writes them (an Admin typed them). */}
      <Words message={t(note.message)} values={{ ...note.values, source: <Name>{note.values.source}</Name> }} />
    </p>
  ) : (
    <p className="mt-3 text-sm font-medium text-emerald-800" data-testid="legality-approved">
      <Words message={t(note.message)} values={{ ...note.values, number: <Name>{note.values.number}</Name> }} />
    </p>
  );
}
