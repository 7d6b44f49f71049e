import * as z from "zod/mini";
import { cleanText, emailAddress, mobileNumber } from "#app/modules/form-schema";
import { CONTACT_LIMITS } from "./limits";

export const CONTACT_MESSAGES = {
  name: "❌ Name cannot be empty.",
  mobile: "❌ Invalid mobile number. Enter 10 digits.",
  email: "❌ Invalid email format.",
  message: "❌ Message cannot be empty.",
  nameTooLong: "❌ Please keep your name under 100 characters.",
  emailTooLong: "❌ Please keep your e-mail address under 254 characters.",
  messageTooLong: "❌ Please keep your message under 4,000 characters.",
  success: "✅ Your message has been sent successfully!",
  failure: "❌ An error occurred. Please try again.",
} as const;

function text(blank: string, tooLong: string, max: number) {
  return z
    .string({ error: blank })
    .check(...cleanText, z.minLength(1, { error: blank }), z.maxLength(max, { error: tooLong }));
}

/**
 * The contact form, checked in the spec's order: name, mobile, e-mail, message. The
 * length caps only stop abuse; a person never meets them.
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
