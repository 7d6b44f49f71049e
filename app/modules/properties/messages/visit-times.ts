import type { Translator } from "#app/modules/i18n/translate";
import { hindiDateTime } from "#app/modules/text/format";

/**
 * Site-visit times (decision 053): slots are typed as India time (a `datetime-local`
 * value), kept as instants, and checked against the days and hours the poster accepts.
 * India keeps UTC+5:30 all year.
 */

export const IST_OFFSET_MS = 330 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The most times one proposal offers. */
export const MAX_SLOTS = 3;
/** A visit is proposed at least this far ahead... */
export const MIN_NOTICE_MS = 2 * HOUR_MS;
/** ...and at most this far. */
export const MAX_AHEAD_MS = 60 * DAY_MS;
/** How long a visit is planned for (the calendar invite's end). */
export const VISIT_LENGTH_MS = HOUR_MS;
/** The reminder goes at this hour, India time, on the evening before the visit. */
export const REMINDER_HOUR = 18;

export interface VisitHours {
  /** 0 Sunday to 6 Saturday. */
  days: number[];
  /** Visits start from this hour (0-23) and before `toHour` (1-24), India time. */
  fromHour: number;
  toHour: number;
}

/** Until the poster chooses: every day, 10 in the morning to 6 in the evening. */
export const DEFAULT_VISIT_HOURS: VisitHours = { days: [0, 1, 2, 3, 4, 5, 6], fromHour: 10, toHour: 18 };

/** The India-time wall clock of an instant: its parts, read off a shifted UTC date. */
function indiaParts(at: Date) {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** "2027-01-09T11:30" as India time, or null when it is not such a value. */
export function parseIndiaTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
  const at = new Date(utc);
  // 2027-02-30 rolls over: such a day does not exist.
  const parts = indiaParts(at);
  if (parts.year !== year || parts.month !== month - 1 || parts.day !== day || parts.hour !== hour) return null;
  return at;
}

/** An instant as a `datetime-local` value in India time (to fill a form again). */
export function indiaTimeValue(at: Date): string {
  const p = indiaParts(at);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month + 1)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** Whether a visit may start at `at` under these hours. */
export function withinHours(at: Date, hours: VisitHours): boolean {
  const p = indiaParts(at);
  const minutes = p.hour * 60 + p.minute;
  return hours.days.includes(p.weekday) && minutes >= hours.fromHour * 60 && minutes < hours.toHour * 60;
}

export type SlotProblem = "none" | "too-many" | "unreadable" | "repeated" | "too-soon" | "too-far" | "outside-hours";

/**
 * The times of a proposal, checked: 1 to 3 distinct, readable, at least two hours ahead,
 * within 60 days and inside the hours the poster accepts. Empty inputs are skipped.
 */
export function checkSlots(
  values: readonly string[],
  hours: VisitHours,
  now: Date,
): { ok: true; slots: Date[] } | { ok: false; problem: SlotProblem } {
  const typed = values.map((value) => value.trim()).filter(Boolean);
  if (typed.length === 0) return { ok: false, problem: "none" };
  if (typed.length > MAX_SLOTS) return { ok: false, problem: "too-many" };
  const slots: Date[] = [];
  for (const value of typed) {
    const at = parseIndiaTime(value);
    if (!at) return { ok: false, problem: "unreadable" };
    if (slots.some((slot) => slot.getTime() === at.getTime())) return { ok: false, problem: "repeated" };
    if (at.getTime() < now.getTime() + MIN_NOTICE_MS) return { ok: false, problem: "too-soon" };
    if (at.getTime() > now.getTime() + MAX_AHEAD_MS) return { ok: false, problem: "too-far" };
    if (!withinHours(at, hours)) return { ok: false, problem: "outside-hours" };
    slots.push(at);
  }
  return { ok: true, slots: slots.sort((a, b) => a.getTime() - b.getTime()) };
}

/** When the reminder of a visit at `slot` is due: 6 in the evening, India time, the day before. */
export function reminderDueAt(slot: Date): Date {
  const p = indiaParts(slot);
  return new Date(Date.UTC(p.year, p.month, p.day - 1, REMINDER_HOUR) - IST_OFFSET_MS);
}

/** Checks the hours a poster chose: at least one day, and a start before the end. */
export function checkVisitHours(days: readonly number[], fromHour: number, toHour: number): VisitHours | null {
  const unique = [...new Set(days)].filter((day) => Number.isInteger(day) && day >= 0 && day <= 6).sort();
  if (unique.length === 0 || unique.length !== days.length) return null;
  if (!Number.isInteger(fromHour) || !Number.isInteger(toHour)) return null;
  if (fromHour < 0 || toHour > 24 || fromHour >= toHour) return null;
  return { days: unique, fromHour, toHour };
}

/** What an e-mail about a visit tells. */
export type VisitNews = "proposed" | "confirmed" | "declined" | "cancelled" | "withdrawn" | "reminder";

const visitTimeFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * Saturday, 9 January 2027 at 11:00 am (India time; Hindi: शनिवार, 9 जनवरी 2027, सुबह 11 बजे):
 * a site visit's time with its weekday,
 * for pages and e-mails (here rather than in text/format.ts, which every page loads).
 */
export function formatVisitTime(value: Date | string, locale: "en" | "hi" = "en"): string {
  let format = visitTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-IN" : "hi-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      weekday: "long",
      timeZone: "Asia/Kolkata",
      ...(locale === "en" ? {} : { dayPeriod: "short" as const }),
    });
    visitTimeFormats.set(locale, format);
  }
  return locale === "en" ? format.format(new Date(value)) : hindiDateTime(format, new Date(value));
}

/** The days of the week in a language, Sunday first (1 January 2023 was a Sunday). */
export function weekdayNames(locale: "en" | "hi", width: "long" | "short" = "long"): string[] {
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-IN" : "hi-IN", { weekday: width, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

let hindiHours: Intl.DateTimeFormat | undefined;

/**
 * An hour of the day on a visit-hours clock: "10:00" and "18:00"; in Hindi as people say it,
 * "सुबह 10", "शाम 6", "रात 12" (24 is midnight), which a sentence follows with "बजे".
 */
export function hourOfDay(hour: number, locale: "en" | "hi"): string {
  if (locale === "en") return `${String(hour).padStart(2, "0")}:00`;
  hindiHours ??= new Intl.DateTimeFormat("hi-IN", { hour: "numeric", dayPeriod: "short", timeZone: "UTC" });
  return hindiHours.format(new Date(Date.UTC(2023, 0, 1, hour % 24)));
}

/**
 * A poster's visit days and hours in words: "Every day, 10:00 to 18:00", "Monday, Tuesday,
 * 09:00 to 19:00"; Hindi "रोज़ सुबह 10 से शाम 6 बजे तक", "सोमवार से शनिवार सुबह 9 से शाम 7 बजे
 * तक" (in Hindi, three or more days in a row as a range).
 */
export function visitHoursWords(hours: VisitHours, { t, locale }: Pick<Translator, "t" | "locale">): string {
  const names = weekdayNames(locale);
  const days = [...hours.days].sort((a, b) => a - b);
  const inARow = days.length >= 3 && days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1);
  const inWords =
    days.length === 7
      ? t("Every day")
      : locale === "hi" && inARow
        ? t("{first} to {last}", { first: names[days[0] ?? 0] ?? "", last: names[days.at(-1) ?? 0] ?? "" })
        : days.map((day) => names[day]).join(", ");
  return t("{days}, {from} to {to}", {
    days: inWords,
    from: hourOfDay(hours.fromHour, locale),
    to: hourOfDay(hours.toHour, locale),
  });
}
