import * as z from "zod/mini";
import type { City } from "#app/config/cities";
import { calendarDate, cleanText, oneOf } from "#app/modules/platform/form-schema";
import { LDA_CITIES, LEGALITY_BOUNDS, LEGALITY_KINDS, LEGALITY_MESSAGES, type LegalityKind } from "./legality-rules";

/** The years of an approval or of a list. */
const REGISTER_YEARS = { from: 2000, to: 2100 } as const;

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
    city: oneOf<City>(LDA_CITIES, LEGALITY_MESSAGES.city),
    locality: text(LEGALITY_BOUNDS.locality, LEGALITY_MESSAGES.locality, true),
    approvalNumber: z.optional(text(LEGALITY_BOUNDS.approvalNumber, LEGALITY_MESSAGES.approvalNumber, false)),
    source: z.optional(text(LEGALITY_BOUNDS.source, LEGALITY_MESSAGES.source, false)),
    dated: calendarDate(LEGALITY_MESSAGES.dated, REGISTER_YEARS),
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
