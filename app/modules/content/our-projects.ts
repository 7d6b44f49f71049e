import * as z from "zod/mini";
import { cleanText, requiredText } from "#app/modules/platform/form-schema";
import { OUR_PROJECT_MESSAGES } from "./our-project-messages";

/**
 * A calendar date as <input type="date"> sends it, and a real one (no 31 February), in the
 * years a project can have: the date picker lets people type any four-digit year (even 0000,
 * which the database cannot store).
 */
function calendarDate(message: string) {
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => isCalendarDate(value), { error: message }),
  );
}

const PROJECT_YEARS = { from: 1900, to: 2199 } as const;

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < PROJECT_YEARS.from || year > PROJECT_YEARS.to) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The "Create Project" form (/project and /admin/ourproject), browser and server alike. */
export const OurProjectSchema = z
  .object({
    name: z.pipe(
      requiredText(OUR_PROJECT_MESSAGES.name),
      z.string().check(z.maxLength(120, { error: OUR_PROJECT_MESSAGES.nameTooLong })),
    ),
    description: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) => value ?? ""),
      ),
      z.string().check(...cleanText),
    ),
    startDate: calendarDate(OUR_PROJECT_MESSAGES.startDate),
    endDate: calendarDate(OUR_PROJECT_MESSAGES.endDate),
  })
  .check(
    z.refine((value) => value.description.length <= 2000, {
      error: OUR_PROJECT_MESSAGES.descriptionTooLong,
      path: ["description"],
    }),
    // ISO dates compare correctly as text.
    z.refine((value) => value.endDate >= value.startDate, {
      error: OUR_PROJECT_MESSAGES.order,
      path: ["endDate"],
    }),
  );

export type OurProjectInput = z.infer<typeof OurProjectSchema>;
