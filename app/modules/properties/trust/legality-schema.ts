import * as z from "zod/mini";
import { CITIES, type City } from "#app/config/cities";
import { cleanText } from "#app/modules/platform/form-schema";
import { LEGALITY_BOUNDS, LEGALITY_KINDS, LEGALITY_MESSAGES, type LegalityKind } from "./legality-rules";

/** A real calendar date written YYYY-MM-DD, from 2000 to 2100. */
function isCalendarDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const text = (max: number, message: string, required: boolean) =>
  z
    .string({ error: message })
    .check(
      ...cleanText,
      z.maxLength(max, { error: message }),
      ...(required ? [z.minLength(1, { error: message }), z.regex(/[\p{L}\p{N}]/u, { error: message })] : []),
    );

/**
 * One entry of the legality register (decision 046), from the admin form or a CSV line: an
 * approved layout needs its approval number, an illegal colony the list that names it.
 */
export const LegalityEntrySchema = z
  .object({
    kind: z.enum(LEGALITY_KINDS, { error: LEGALITY_MESSAGES.kind }),
    name: text(LEGALITY_BOUNDS.name, LEGALITY_MESSAGES.name, true),
    city: z.pipe(
      z.string({ error: LEGALITY_MESSAGES.city }),
      z.transform((value, context) => {
        const found = CITIES.find((city) => city.toLowerCase() === value.trim().toLowerCase());
        if (!found) context.issues.push({ code: "custom", message: LEGALITY_MESSAGES.city, input: value });
        return found as City;
      }),
    ),
    locality: text(LEGALITY_BOUNDS.locality, LEGALITY_MESSAGES.locality, true),
    approvalNumber: z.optional(text(LEGALITY_BOUNDS.approvalNumber, LEGALITY_MESSAGES.approvalNumber, false)),
    source: z.optional(text(LEGALITY_BOUNDS.source, LEGALITY_MESSAGES.source, false)),
    dated: z
      .string({ error: LEGALITY_MESSAGES.dated })
      .check(z.trim(), z.refine(isCalendarDate, { error: LEGALITY_MESSAGES.dated })),
  })
  .check(
    z.refine((entry) => entry.kind !== "approved" || Boolean(entry.approvalNumber), {
      error: LEGALITY_MESSAGES.approvalNumber,
      path: ["approvalNumber"],
    }),
    z.refine((entry) => entry.kind !== "illegal" || Boolean(entry.source), {
      error: LEGALITY_MESSAGES.source,
      path: ["source"],
    }),
  );

export type LegalityEntryInput = z.infer<typeof LegalityEntrySchema> & { kind: LegalityKind };
