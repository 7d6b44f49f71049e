import * as z from "zod/mini";
import { msg } from "#app/modules/i18n/translate";
import type { Checked } from "./forms";

/**
 * Helpers for the form schemas. The old product (docs/product/old-product.md §5) defines
 * checks "in order": the first failing check is the message the user sees, so we keep
 * Zod's issue order (fields in declaration order, then cross-field checks) and report the
 * first issue.
 *
 * Browser code loads this module (and the schemas) only when a form is used, so Zod is
 * not part of any page's initial JavaScript.
 */

// Zod's fast path compiles code with new Function, which our content security policy
// forbids (and reports). The interpreter is fast enough for forms.
z.config({ jitless: true });

export function check<S extends z.ZodMiniType>(schema: S, values: unknown): Checked<z.infer<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const problems = result.error.issues.map((issue) => ({
    message: issue.message,
    field: issue.path[0] === undefined ? undefined : String(issue.path[0]),
  }));
  return { ok: false, ...(problems[0] ?? { message: msg("Please check the form.") }), problems };
}

/**
 * The shared rule for text people type: NUL characters are dropped (PostgreSQL cannot store
 * them in text and no person types one), then the text is trimmed. Every text field of every
 * form starts with it.
 */
export const cleanText = [z.overwrite((value: string) => value.replaceAll("\u0000", "")), z.trim()] as const;

/** A required text: cleaned (cleanText), not blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(...cleanText, z.minLength(1, { error: message }));
}

/** Digits only after removing spaces and dashes people type for readability. */
export function mobileNumber(message: string) {
  return z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value) => value.replace(/[\s-]/g, "")),
    ),
    z.string().check(z.regex(/^\d{10}$/, { error: message })),
  );
}

export function emailAddress(message: string) {
  return z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value) => value.trim().toLowerCase()),
    ),
    z.email({ error: message }),
  );
}

/**
 * A real calendar date written YYYY-MM-DD (as <input type="date"> sends it; no 31 February)
 * within the years a form allows: the date picker lets people type any four-digit year.
 */
export function isCalendarDate(value: string, years: { from: number; to: number }): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < years.from || year > years.to) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A date field: trimmed, then a real date within `years` (isCalendarDate). */
export function calendarDate(message: string, years: { from: number; to: number }) {
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => isCalendarDate(value, years), { error: message }),
  );
}

/** One of `options`, whatever its case as typed or imported ("lucknow" is Lucknow). */
export function oneOf<T extends string>(options: readonly T[], message: string) {
  return z.pipe(
    z.string({ error: message }),
    z.transform((value, context) => {
      const found = options.find((option) => option.toLowerCase() === value.trim().toLowerCase());
      if (!found) context.issues.push({ code: "custom", message, input: value });
      return found as T;
    }),
  );
}
