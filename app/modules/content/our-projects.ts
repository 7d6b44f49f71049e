import * as z from "zod/mini";
import { calendarDate, cleanText, isCalendarDate, requiredText } from "#app/modules/platform/form-schema";
import { OUR_PROJECT_MESSAGES } from "./our-project-words";

/** The years a project can have (the date picker takes 0000, which the database cannot store). */
const PROJECT_YEARS = { from: 1900, to: 2199 } as const;

/** A real date in the years a project can have. */
export const isProjectDate = (value: string) => isCalendarDate(value, PROJECT_YEARS);

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
    startDate: calendarDate(OUR_PROJECT_MESSAGES.startDate, PROJECT_YEARS),
    endDate: calendarDate(OUR_PROJECT_MESSAGES.endDate, PROJECT_YEARS),
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
