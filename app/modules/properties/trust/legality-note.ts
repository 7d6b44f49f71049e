import type { Locale } from "#app/modules/i18n/locale";
import { formatDate } from "#app/modules/text/format";
import type { Legality } from "./legality.server";
import { LEGALITY_NOTES } from "./legality-rules";

/**
 * What a listing says of its colony, ready for the page to translate and fill (decision 046):
 * the LDA's illegal list first (a warning never hides the listing), else the approval.
 */
export type LegalityNote =
  | { kind: "illegal"; message: string; values: { date: string; source: string } }
  | { kind: "approved"; message: string; values: { number: string; date: string } };

export function legalityNote(legality: Legality | null, locale: Locale): LegalityNote | null {
  if (legality?.illegal) {
    const { dated, source } = legality.illegal;
    return { kind: "illegal", message: LEGALITY_NOTES.illegal, values: { date: formatDate(dated, locale), source } };
  }
  if (legality?.approved) {
    const { dated, approvalNumber } = legality.approved;
    return {
      kind: "approved",
      message: LEGALITY_NOTES.approved,
      values: { number: approvalNumber, date: formatDate(dated, locale) },
    };
  }
  return null;
}
