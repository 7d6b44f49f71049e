import type { Locale } from "#app/modules/i18n/locale";
import { readRupees } from "#app/modules/listing-core/amount";
import { formatPriceShort } from "#app/modules/text/amount";

/**
 * An amount as a person types it, in its short form in the page's language ("₹27 L",
 * "₹27 लाख", "₹1.2 Cr", "₹18,000/month"), read as the wizard's check reads it ("27 lakh",
 * "1.2 crore", "27,00,000": listing-core/amount.ts), so that what will be stored, or a missing
 * zero, is seen before it is sent; "" until it reads as whole rupees. Here, beside the wizard,
 * not in format.ts: every page loads format.ts's chunk, and only the wizard needs this.
 */
export function typedAmountShort(typed: string, options: { perMonth?: boolean; locale?: Locale } = {}): string {
  const rupees = readRupees(typed, 1_000_000_000_000);
  return rupees === undefined ? "" : formatPriceShort(rupees, options);
}

/**
 * The short form of what is typed in an amount field: its own chunk, loaded once there is
 * something to read (property-field.tsx), so that the wizard's pages carry no reader of
 * amounts until a figure is typed (decision 063).
 */
export function AmountPreview({ typed, perMonth, locale }: { typed: string; perMonth: boolean; locale: Locale }) {
  return typedAmountShort(typed, { perMonth, locale });
}
