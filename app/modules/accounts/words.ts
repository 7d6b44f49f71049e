import { msg, msgPlural } from "#app/modules/i18n/translate";

/** The old product's sign-up messages (docs/product/old-product.md §5, §8), in the order the form checks them. */
export const SIGN_UP_MESSAGES = {
  name: msg("Name cannot be empty."),
  // The numbers are LIMITS.nameMax and LIMITS.passwordMax, written out so that the sentence
  // is one catalogue key (schemas.test.ts keeps them equal).
  nameTooLong: msg("Name can be at most 80 characters long."),
  mobile: msg("Invalid mobile number. Enter 10 digits."),
  email: msg("Invalid email format."),
  passwordShort: msg("Password must be at least 6 characters."),
  passwordLong: msg("Password must be at most 128 characters."),
  mismatch: msg("Passwords do not match."),
  role: msg("Please choose whether you are an Owner, Client or Agent."),
  success: msg("User successfully signed up!"),
  emailInUse: msg("Email already in use. Try another one."),
  weakPassword: msg("Password is too weak. Use a stronger password."),
  failure: msg("An error occurred. Please try again."),
} as const;

/** The old product's login messages (docs/product/old-product.md §8). */
export const LOGIN_MESSAGES = {
  email: msg("Please enter your email."),
  password: msg("Please enter your password."),
  success: msg("Login successful! Redirecting..."),
  /** The authentication service's own answer to a wrong e-mail or password, as shown (translated where shown). */
  invalid: msg("Invalid email or password"),
  /** The request never reached the server (the connection dropped). */
  unsent: msg("Could not reach the server. Check your connection and try again."),
} as const;

/**
 * Account self-service: forgot password, verification, profile edits, sessions, my data.
 * Every sentence a person reads is here, ready for the Hindi catalogue.
 */
export const ACCOUNT_MESSAGES = {
  resetRequested: msg(
    "If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.",
  ),
  resetLinkInvalid: msg("This link to choose a new password has expired or was already used. Ask for a new one below."),
  resetDone: msg("Your password has been changed and every session was signed out. Sign in with the new password."),
  resetTooSoon: msg("Too many requests for a new password."),
  verifySent: msg("We have sent a confirmation link to your e-mail address."),
  verifyDone: msg("Thank you: your e-mail address is confirmed."),
  emailChanged: msg("Your e-mail address is changed and confirmed."),
  verifyLinkInvalid: msg(
    "This confirmation link has expired or is not valid. Sign in and ask for a new one from your profile.",
  ),
  verifyWrongAccount: msg("This link belongs to another account. Sign out, then open it again."),
  alreadyVerified: msg("Your e-mail address is already confirmed."),
  detailsSaved: msg("Your name and mobile number are saved."),
  passwordChanged: msg("Your password is changed. Every other session was signed out."),
  currentPasswordWrong: msg("Your current password is not correct."),
  currentPasswordMissing: msg("Please enter your current password."),
  samePassword: msg("The new password must differ from the current one."),
  emailChangeSent: msg("We have sent a link to the new address. Your e-mail changes when you open it."),
  emailSame: msg("That is already your e-mail address."),
  undoEmailPrompt: msg(
    "Put back {email} as the e-mail address of your account? Every session of the account will be signed out.",
  ),
  undoEmailDone: msg(
    "Your e-mail address is {email} again, and every session was signed out. If someone else knows your password, choose a new one now.",
  ),
  undoEmailInvalid: msg("This link has expired or was already used."),
  undoEmailTaken: msg("Another account uses that address now, so it cannot be put back. Nothing was changed."),
  sessionEnded: msg("That session is signed out."),
  otherSessionsEnded: msg("Every other session is signed out."),
  sessionUnknown: msg("That session has already ended."),
  deletePasswordWrong: msg("Your password is not correct. Your account was not deleted."),
  deleteLastAdmin: msg(
    "You are the only Administrator. Make another account an Administrator before deleting yours, or the site cannot be run.",
  ),
  deleted: msg("Your account and everything it posted have been deleted."),
  /** After a refused sign-in: the owner has a way in that does not wait (sign-in-unlock.server.ts). */
  unlockOffered: msg("If this is your account, we have e-mailed you a link to sign in without waiting."),
  unlockLead: msg(
    "This link lets the browser you opened it in sign in to {email} now, however many wrong passwords others typed.",
  ),
  unlockInvalid: msg(
    "This link has expired or was already used. Wait a few minutes and sign in, or choose a new password.",
  ),
  unlocked: msg("Sign-in is unlocked in this browser. You can sign in now."),
  failure: msg("Something went wrong on our side. Nothing was changed; please try again."),
} as const;

/** Proving a mobile number by a code sent to it by SMS (mobile-verification.server.ts). */
export const MOBILE_MESSAGES = {
  sms: msg(
    "{code} is your {brand} code to verify your mobile number. It works for 10 minutes. Never share it with anyone.",
  ),
  codeSent: msg("We have sent a 6-digit code by SMS to {mobile}. It works for 10 minutes."),
  noNumber: msg("Add your mobile number above first, then ask for a code."),
  alreadyVerified: msg("Your mobile number is already verified."),
  takenByAnother: msg(
    "This mobile number is verified on another account. One number can belong to one account only: use your own number, or sign in to the account that has it.",
  ),
  tooManyCodes: msg("Too many codes were asked for this number or from your connection. Please try again in an hour."),
  smsFailed: msg("We could not send the SMS just now. Please try again in a few minutes."),
  /** The site's ceiling on codes (sms/ceiling.server.ts): nobody's fault, so it says when to come back. */
  ceilingHour: msg(
    "We have sent as many verification codes as we can this hour. Please ask for yours again in {wait}.",
  ),
  ceilingDay: msg("We have sent as many verification codes as we can today. Please ask for yours again tomorrow."),
  codeFormat: msg("Type the 6-digit code from the SMS."),
  codeWrong: msgPlural({
    one: "That code is not right. You have {count} more try with this code.",
    other: "That code is not right. You have {count} more tries with this code.",
  }),
  codeLocked: msg("That code was typed wrongly too many times and no longer works. Ask for a new code."),
  codeExpired: msg("This code has expired or was already used. Ask for a new code."),
  verified: msg("Thank you: your mobile number is verified."),
} as const;

/** E-mails about the account; {name} and the like are filled in by emails.server.ts. */
export const ACCOUNT_EMAILS = {
  greeting: msg("Hello {name},"),
  unlock: {
    subject: msg("Sign-ins to your {brand} account are paused"),
    body: msg(
      "Many wrong passwords were typed for your {brand} account, so we paused sign-ins to it for a while. If it was you, this link lets you sign in now, in the browser you open it in.",
    ),
    action: msg("Sign in now"),
    expiry: msg("The link works once, within one hour."),
    ignore: msg(
      "If it was not you, nobody got in and your password stays as it is. To be safe, you can choose a new one.",
    ),
  },
  reset: {
    subject: msg("Choose a new password for {brand}"),
    body: msg("Someone (we hope you) asked to choose a new password for your {brand} account."),
    action: msg("Choose a new password"),
    expiry: msg("The link works once, within one hour."),
    ignore: msg("If you did not ask, ignore this e-mail: your password stays as it is."),
  },
  verify: {
    subject: msg("Confirm your e-mail address for {brand}"),
    body: msg(
      "Please confirm that {email} is your address, so that replies, alerts and notices about your account reach you.",
    ),
    action: msg("Confirm my e-mail address"),
    expiry: msg("The link works for three days."),
    ignore: msg("If you did not create an account or ask for this change, ignore this e-mail."),
  },
  passwordChanged: {
    subject: msg("Your {brand} password was changed"),
    changed: msg("The password of your {brand} account ({email}) was changed on the account settings page."),
    reset: msg(
      'The password of your {brand} account ({email}) was changed with a link from a "Forgot password?" e-mail.',
    ),
    after: msg("Every other session was signed out."),
    action: msg("I did not do this: choose a new password"),
    ignore: msg("If it was you, there is nothing to do."),
  },
  madeAgent: {
    subject: msg("Your {brand} account is now an Agent account"),
    body: msg(
      "Our team has made your {brand} account an Agent account: your listings now say they are posted by an agent, not by the owner.",
    ),
    reason: msg("The reason: {reason}"),
    action: msg("See your profile"),
    ignore: msg("If you own these properties yourself, reply to this e-mail with a document that shows it."),
  },
  emailChanged: {
    subject: msg("Your {brand} e-mail address was changed"),
    body: msg(
      "The e-mail address of your {brand} account was changed from {email} to {newEmail}. E-mails about your account and listings now go there.",
    ),
    action: msg("I did not do this: put back {email}"),
    expiry: msg("The link works once, for seven days. It also signs out every session of the account."),
    ignore: msg("If it was you, there is nothing to do."),
  },
} as const;
