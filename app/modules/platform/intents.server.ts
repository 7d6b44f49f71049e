/** What answers one intent of a form: it checks its own permission first. */
export type IntentHandler<Answer> = (form: FormData) => Promise<Answer> | Answer;

/** A page's forms, by the value of their `intent` field. */
export type IntentHandlers<Intent extends string, Answer> = Record<Intent, IntentHandler<Answer>>;

/**
 * The one way a page answers a form among several (its buttons send `intent`): the intent
 * picks one handler of the page's table; a missing or unknown intent gets `otherwise()`,
 * which refuses it (400, nothing changed) or is the page's one form without an intent (the
 * project wizard's post). No page reads an intent itself (app/one-way-in.test.ts).
 */
export async function dispatchIntent<Intent extends string, Answer>(
  form: FormData,
  handlers: IntentHandlers<Intent, Answer>,
  otherwise: () => Answer | Promise<Answer>,
): Promise<Answer> {
  const intent = intentOf(form, Object.keys(handlers) as Intent[]);
  return intent ? handlers[intent](form) : otherwise();
}

/** The form's intent when it is one of `intents`, or null. */
export function intentOf<Intent extends string>(form: FormData, intents: readonly Intent[]): Intent | null {
  const intent = form.get("intent");
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? (intent as Intent) : null;
}
