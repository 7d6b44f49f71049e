import * as z from "zod/mini";
import { cleanText, emailAddress, mobileNumber } from "#app/modules/platform/form-schema";
import { CONTACT_LIMITS } from "./limits";
import { CONTACT_MESSAGES } from "./words";

export { CONTACT_MESSAGES };

function text(blank: string, tooLong: string, max: number) {
  return z
    .string({ error: blank })
    .check(...cleanText, z.minLength(1, { error: blank }), z.maxLength(max, { error: tooLong }));
}

/**
 * The contact form, checked in the old product's order (docs/product/old-product.md §5):
 * name, mobile, e-mail, message. The length caps only stop abuse; a person never meets them.
 */
export const ContactSchema = z.object({
  name: text(CONTACT_MESSAGES.name, CONTACT_MESSAGES.nameTooLong, CONTACT_LIMITS.name),
  mobileNumber: mobileNumber(CONTACT_MESSAGES.mobile),
  email: z.pipe(
    emailAddress(CONTACT_MESSAGES.email),
    z.string().check(z.maxLength(CONTACT_LIMITS.email, { error: CONTACT_MESSAGES.emailTooLong })),
  ),
  message: text(CONTACT_MESSAGES.message, CONTACT_MESSAGES.messageTooLong, CONTACT_LIMITS.message),
});

export type ContactInput = z.infer<typeof ContactSchema>;
