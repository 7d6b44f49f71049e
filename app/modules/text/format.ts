/** Display formats shared by every page: the one formatter for amounts and dates (areas: area.ts). */
import type { Locale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";

/** What a page shows for a fact a listing does not have. */
export const NOT_PROVIDED = msg("Not provided");

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

// Made once: toLocaleDateString with options builds a new Intl.DateTimeFormat (locale data,
// time zone) on every call, and a page of cards formats dozens of dates.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
};
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: "numeric", minute: "2-digit" };
const DATE = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", DATE_OPTIONS);
const DATE_TIME = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", DATE_TIME_OPTIONS);

// Hindi's, made when first needed: English pages never make them.
let hindiDates: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | undefined;
function datesIn(locale: Locale) {
  if (locale === "en") return { date: DATE, dateTime: DATE_TIME };
  hindiDates ??= {
    date: new Intl.DateTimeFormat("hi-IN", DATE_OPTIONS),
    // The time of day in words (सुबह, शाम), not "am"/"pm".
    dateTime: new Intl.DateTimeFormat("hi-IN", { ...DATE_TIME_OPTIONS, dayPeriod: "short" }),
  };
  return hindiDates;
}

/**
 * A date and time in Hindi, as a phrase that a sentence can take as it is: "सोमवार, 30
 * नवंबर 2026, सुबह 11 बजे", "29 नवंबर 2026, सुबह 6:43 बजे". Intl writes "… 2026 को सुबह
 * 11:00 बजे", and a sentence that adds its own "को" or "से" then doubles it; a whole hour
 * is said without ":00".
 */
export function hindiDateTime(format: Intl.DateTimeFormat, value: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of format.formatToParts(value)) part[type] = text;
  const minutes = part.minute && part.minute !== "00" ? `:${part.minute}` : "";
  const day = [part.weekday, `${part.day} ${part.month} ${part.year}`].filter(Boolean).join(", ");
  return `${day}, ${part.dayPeriod} ${part.hour}${minutes} बजे`;
}

/** 23 November 2026; Hindi: 23 नवंबर 2026 */
export function formatDate(value: Date | string, locale: Locale = "en"): string {
  return datesIn(locale).date.format(new Date(value));
}

/** 23 November 2026 at 8:00 am (India time); Hindi: 23 नवंबर 2026, सुबह 8 बजे */
export function formatDateTime(value: Date | string, locale: Locale = "en"): string {
  const { dateTime } = datesIn(locale);
  return locale === "en" ? dateTime.format(new Date(value)) : hindiDateTime(dateTime, new Date(value));
}
