/** Display formats shared by every page: the one formatter for amounts and dates (areas: area.ts). */

/** What a page shows for a fact a listing does not have. */
export const NOT_PROVIDED = "Not provided";

/** The words these formats print, kept together so that a translation swaps them in one place. */
export const WORDS = {
  noPrice: "Price on request",
  perMonth: "/month",
  lakh: "L",
  crore: "Cr",
};

// Marked pure so that pages which format no amounts leave them out of their JavaScript.
export const RUPEES = /* @__PURE__ */ new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
/** en-IN grouping, whole numbers (1,45,000) and up to two decimals (1.25). */
export const WHOLE = /* @__PURE__ */ new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
export const TWO_DECIMALS = /* @__PURE__ */ new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

export type PriceOptions = { perMonth?: boolean };

export function known(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Whole rupees; "+ 0" turns the -0 of Math.round(-0.4) into 0, which Intl would print as "-₹0". */
export function wholeRupees(rupees: number): number {
  return Math.round(rupees) + 0;
}

/** Indian rupees in full, en-IN grouping, no decimals: ₹98,00,000; rent: ₹18,000/month. */
export function formatPrice(rupees: number | null | undefined, options: PriceOptions = {}): string {
  if (!known(rupees)) return WORDS.noPrice;
  return RUPEES.format(wholeRupees(rupees)) + (options.perMonth ? WORDS.perMonth : "");
}

// The short form (₹45 L) is in price-short.ts, so that the pages that only need dates and
// full prices do not carry it in the chunk every page loads (the wizard's preview uses it).

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
