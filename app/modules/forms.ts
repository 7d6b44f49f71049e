import * as z from "zod/mini";

/**
 * Helpers shared by every form schema. The spec defines checks "in order": the first
 * failing check is the message the user sees, so we keep Zod's issue order (fields in
 * declaration order, then cross-field checks) and report the first issue.
 */

export type FieldValues = Record<string, string | string[]>;

/** Reads a FormData (or URLSearchParams) into plain values; repeated names become lists. */
export function formValues(form: FormData | URLSearchParams, lists: readonly string[] = []): FieldValues {
  const values: FieldValues = {};
  for (const [key, raw] of form.entries()) {
    if (typeof raw !== "string") continue;
    if (lists.includes(key)) {
      const list = values[key];
      values[key] = Array.isArray(list) ? [...list, raw] : [raw];
    } else if (!(key in values)) {
      values[key] = raw;
    }
  }
  for (const key of lists) values[key] ??= [];
  return values;
}

export interface FormFailure {
  message: string;
  field?: string;
}

export type Checked<T> = { ok: true; data: T } | ({ ok: false } & FormFailure);

export function check<S extends z.ZodMiniType>(schema: S, values: unknown): Checked<z.infer<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const first = result.error.issues[0];
  return {
    ok: false,
    message: first?.message ?? "Please check the form.",
    field: first?.path[0] === undefined ? undefined : String(first.path[0]),
  };
}

/** A required text: trimmed, not blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
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

/** What every form action returns: the message to show, and on failure the field to fix. */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string; field?: string };
