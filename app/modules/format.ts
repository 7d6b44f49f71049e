/** Display formats shared by every page. */

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const NUMBER = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Indian rupees, en-IN grouping, no decimals: ₹98,00,000. */
export function formatPrice(rupees: number | null | undefined): string {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return "Price on request";
  return RUPEES.format(Math.round(rupees));
}

/** 1,650 sq ft */
export function formatArea(squareFeet: number | null | undefined): string {
  if (squareFeet === null || squareFeet === undefined || !Number.isFinite(squareFeet)) return "Not provided";
  return `${NUMBER.format(squareFeet)} sq ft`;
}

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
