import { check, type FormFailure, formValues } from "#app/modules/forms";
import { ContactSchema } from "./schema";

/**
 * The browser's copy of the server's check (the same schema). The contact form loads
 * this module only when someone starts filling it in, so the validation library stays
 * out of the home page's first download.
 */
export function contactFailure(form: FormData): FormFailure | null {
  const checked = check(ContactSchema, formValues(form));
  return checked.ok ? null : { message: checked.message, field: checked.field };
}
