/**
 * The contact form's messages. They live apart from the Zod schema so that the page can
 * show them (a lost connection) without loading the validation code.
 */
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
