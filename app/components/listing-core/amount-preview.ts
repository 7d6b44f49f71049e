import type { Locale } from "#app/modules/i18n/locale";
import { formatPriceShort } from "#app/modules/text/amount";

/**
 * An amount as a person types it, in its short form ("₹55 L", "₹1.2 Cr", "₹18,000/month"),
 * with the site's one formatter, so that a missing zero is seen before it is sent; "" until
 * it reads as whole rupees. Here, beside the wizard, not in format.ts: every page loads
 * format.ts's chunk, and only the wizard needs this.
 */
export function typedAmountShort(typed: string, options: { perMonth?: boolean; locale?: Locale } = {}): string {
  const digits = typed.replace(/[,\s]/g, "");
  return /^\d{1,13}$/.test(digits) ? formatPriceShort(Number(digits), options) : "";
}
