/** Display formats shared by every page: the one formatter for amounts and dates (areas: area.ts). */

/** What a page shows for a fact a listing does not have. */
export const NOT_PROVIDED = "Not provided";

// Amounts are in amount.ts, dates and words here. Re-exported, so either name works; apart,
// so that the chunk every page loads (dates) does not carry the amounts the wizard's preview
// needs in the browser.
export {
  formatPrice,
  formatPriceShort,
  known,
  type PriceOptions,
  RUPEES,
  TWO_DECIMALS,
  WHOLE,
  WORDS,
  wholeRupees,
} from "./amount";

/** The first words of a name, with an ellipsis when it was longer (cards cut names to 5 words). */
export function cutWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(" ")}...` : parts.join(" ");
}

/** 23 November 2026 */
export function formatDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** 23 November 2026, 8:00 am (India time) */
export function formatDateTime(value: Date | string): string {
  return new Date(value).toLocaleString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
}
