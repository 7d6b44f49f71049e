import { data } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { ConversationPage } from "#app/components/messages/conversation-page";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent, type IntentHandlers } from "#app/modules/platform/intents.server";
import {
  answerContacts,
  conversationOf,
  markConversationRead,
  type Outcome,
  reportConversation,
  sendMessage,
  setBlocked,
  setMuted,
} from "#app/modules/properties/messages/conversations.server";
import { conversationPage } from "#app/modules/properties/messages/messages-page.server";
import { answerVisit, cancelVisit, proposeVisit } from "#app/modules/properties/messages/visits.server";
import {
  CONVERSATION_ANSWERS,
  type ConversationIntent,
  type ConversationResult,
} from "#app/modules/properties/messages/words";
import type { Route } from "./+types/conversation";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Conversation"),
  msg("Your conversation about a property: messages, site visits and contacts shared by consent."),
);

/** One of the viewer's conversations (404 for anyone else's), marked read as it is shown. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await conversationPage(user.id, params.id, localeOf(request));
  if (!page) throw data({ message: CONVERSATION_ANSWERS.notFound }, 404);
  await markConversationRead(user.id, page.conversation.id, page.conversation.side);
  return page;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const answer = (intent: ConversationIntent) => (outcome: Outcome) =>
    data<ConversationResult>(
      { ok: outcome.ok, message: outcome.message, field: outcome.ok ? undefined : outcome.field, intent },
      outcome.ok ? 200 : outcome.status,
    );
  const id = params.id;
  // Anyone else's conversation, or none: the same 404, whatever the form.
  if (!(await conversationOf(user.id, id))) {
    throw data({ message: CONVERSATION_ANSWERS.notFound }, 404);
  }
  const handlers: IntentHandlers<ConversationIntent, ReturnType<ReturnType<typeof answer>>> = {
    send: () => sendMessage(user.id, id, form.get("body"), locale).then(answer("send")),
    mute: () => setMuted(user.id, id, true).then(answer("mute")),
    unmute: () => setMuted(user.id, id, false).then(answer("unmute")),
    block: () => setBlocked(user.id, id, true).then(answer("block")),
    unblock: () => setBlocked(user.id, id, false).then(answer("unblock")),
    report: () => reportConversation(user.id, id, form.get("reason"), form.get("note")).then(answer("report")),
    "offer-contacts": () => answerContacts(user.id, id, "offer").then(answer("offer-contacts")),
    "accept-contacts": () => answerContacts(user.id, id, "accept").then(answer("accept-contacts")),
    "decline-contacts": () => answerContacts(user.id, id, "decline").then(answer("decline-contacts")),
    "propose-visit": () =>
      proposeVisit(user.id, id, [text("slot1"), text("slot2"), text("slot3")]).then(answer("propose-visit")),
    "confirm-visit": () =>
      answerVisit(user.id, text("visitId"), { confirm: text("slot") }).then(answer("confirm-visit")),
    "decline-visit": () => answerVisit(user.id, text("visitId"), "decline").then(answer("decline-visit")),
    "cancel-visit": () => cancelVisit(user.id, text("visitId"), form.get("reason")).then(answer("cancel-visit")),
  };
  return dispatchIntent(form, handlers, () =>
    data<ConversationResult>({ ok: false, message: CONVERSATION_ANSWERS.failed, intent: "send" }, 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConversationPage page={loaderData} result={actionData as ConversationResult | undefined} />;
}
