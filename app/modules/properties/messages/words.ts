import { msg } from "#app/modules/i18n/translate";

/**
 * What conversations and site visits say (decision 053): English keys, shown in the
 * reader's language. Answers with a count or a time are filled in where they are made.
 */
export const CONVERSATION_ANSWERS = {
  sent: msg("Message sent."),
  empty: msg("Please write a message."),
  tooLong: msg("A message can be at most 2,000 characters."),
  notFound: msg("This conversation does not exist or is not yours."),
  otherDeleted: msg("This person has deleted their account, so the conversation is closed."),
  youBlocked: msg("You have blocked this person. Unblock them to write to them again."),
  blockedYou: msg("You cannot write to this person: they do not take messages from you."),
  blockedStart: msg("You cannot start a conversation with this poster: they do not take messages from you."),
  messageLimit: msg(
    "You have sent {max} messages in this conversation in the last hour, the most we allow. You can write again from {when}.",
  ),
  startLimit: msg(
    "You have started {max} conversations in the last 24 hours, the most we allow. You can start another from {when}.",
  ),
  startAddressLimit: msg(
    "{max} conversations have been started from your connection in the last 24 hours, the most we allow from one connection. You can start another from {when}.",
  ),
  muted: msg("Muted: we will not e-mail you about this conversation."),
  unmuted: msg("Unmuted: we will e-mail you about new messages, at most once an hour."),
  blocked: msg("Blocked: this person cannot write to you or start a new conversation with you."),
  unblocked: msg("Unblocked: you can write to each other again."),
  reported: msg("Thank you. Our team will read this conversation and act on it."),
  alreadyReported: msg("You have already reported this conversation; our team will read it."),
  reportReason: msg("Please choose what is wrong."),
  contactOffered: msg("You have offered to share contacts. They see your number once they accept."),
  contactsShared: msg("You now share contacts: each of you sees the other's number and e-mail."),
  contactDeclined: msg("You declined to share contacts."),
  noOffer: msg("There is no offer to share contacts to answer."),
  alreadyShared: msg("You already share contacts."),
  failed: msg("We could not do that just now. Please try again."),
} as const;

/** Why a conversation is reported (the Admins' queue shows the reason). */
export const CONVERSATION_REPORT_REASONS = {
  spam: msg("Spam or advertising"),
  broker: msg("A broker posing as an owner"),
  abuse: msg("Abusive or threatening"),
  fraud: msg("Asks for money or looks like fraud"),
  other: msg("Something else"),
} as const;

export type ConversationReportReason = keyof typeof CONVERSATION_REPORT_REASONS;

export const VISIT_ANSWERS = {
  proposed: msg("Visit times sent. You will hear by e-mail when they answer."),
  confirmed: msg("Visit confirmed. We have e-mailed you both a calendar invite."),
  declined: msg("Visit declined."),
  cancelled: msg("Visit cancelled. We have told the other side."),
  none: msg("Please choose at least one time for the visit."),
  tooMany: msg("Please offer at most three times."),
  unreadable: msg("Please choose each time with the date and time picker."),
  repeated: msg("Please offer different times."),
  tooSoon: msg("Please choose times at least two hours from now."),
  tooFar: msg("Please choose times within the next 60 days."),
  outsideHours: msg("Please choose times within the days and hours the poster accepts visits."),
  notOpen: msg("This visit cannot be changed any more."),
  notYours: msg("Only the other side can answer this proposal."),
  slotGone: msg("That time has passed. Please propose new times."),
  reasonNeeded: msg("Please say why you cancel, in a few words."),
  reasonTooLong: msg("Please keep the reason under 300 characters."),
  listingGone: msg("This property is not listed any more, so no visit can be booked."),
  verifyMobile: msg(
    "Please verify your mobile number first: we send a code to it by SMS. Then you can book site visits.",
  ),
  own: msg("This is your own property."),
  hoursSaved: msg("Visit hours saved."),
  hoursInvalid: msg("Please choose at least one day, and a start before the end."),
} as const;

export const PREFERENCE_ANSWERS = {
  messagesOnly: msg("Saved: seekers reach you by messages only; your number is not offered on your listings."),
  phoneToo: msg("Saved: signed-in seekers can see your number as well as write to you."),
} as const;

/** The forms of a conversation's page, named by their `intent`. */
export type ConversationIntent =
  | "send"
  | "mute"
  | "unmute"
  | "block"
  | "unblock"
  | "report"
  | "offer-contacts"
  | "accept-contacts"
  | "decline-contacts"
  | "propose-visit"
  | "confirm-visit"
  | "decline-visit"
  | "cancel-visit";

/** Each answer names its form, so that only that form shows it. */
export type ConversationResult = { ok: boolean; message: string; field?: string; intent: ConversationIntent };
