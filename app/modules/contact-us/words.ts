import { msg } from "#app/modules/i18n/translate";

/**
 * The contact form's messages. They live apart from the Zod schema so that the page can
 * show them (a lost connection) without loading the validation code.
 */
export const CONTACT_MESSAGES = {
  name: msg("❌ Name cannot be empty."),
  mobile: msg("❌ Invalid mobile number. Enter 10 digits."),
  email: msg("❌ Invalid email format."),
  message: msg("❌ Message cannot be empty."),
  nameTooLong: msg("❌ Please keep your name under 100 characters."),
  emailTooLong: msg("❌ Please keep your e-mail address under 254 characters."),
  messageTooLong: msg("❌ Please keep your message under 4,000 characters."),
  success: msg("✅ Your message has been sent successfully!"),
  failure: msg("❌ An error occurred. Please try again."),
} as const;
