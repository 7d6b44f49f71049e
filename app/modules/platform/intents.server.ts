import { data } from "react-router";
import { type CsvProblem, type CsvRows, importCsvUpload } from "#app/modules/text/csv";
import type { IntentAnswer } from "./intent-answer";

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

/**
 * The action's answer to one of its page's forms: ok below status 400, `extra` beside the
 * message, in the page's own shape where it says more (a field to fix, a key shown once).
 */
export function answerIntent<Answer extends IntentAnswer = IntentAnswer>(
  intent: string,
  message: string,
  status = 200,
  extra: Partial<Answer> = {},
) {
  return data<Answer>({ ok: status < 400, message, intent, ...extra } as Answer, status);
}

/** How a page answers one of its forms: ok below status 400, `extra` beside the message. */
export type AnswerIntent<Answer> = (
  intent: string,
  message: string,
  status?: number,
  extra?: { values?: Record<string, number>; problems?: CsvProblem[] },
) => Answer;

/** An Admin register (landmarks, the legality register, circle rates) and what it says. */
export interface Register<Row, Counts> {
  messages: { removed: string; notFound: string; imported: string; csvTooLarge: string };
  csvLimits: { bytes: number };
  /** Removes the entry of this id: false when there is none. */
  remove: (id: string) => Promise<boolean>;
  parseCsv: (text: string) => CsvRows<Row>;
  /** Saves a whole file's rows: how many were added and changed. */
  saveRows: (rows: Row[]) => Promise<Counts>;
}

/**
 * The two intents every Admin register has: `remove` one entry by its id, and `import` a CSV
 * file, whole or not at all (every refused line said by its number). The page adds its own
 * (`save`, and whatever else it has) beside them.
 */
export function registerIntents<Row, Counts extends Record<string, number>, Answer>(
  form: FormData,
  register: Register<Row, Counts>,
  answer: AnswerIntent<Answer>,
): IntentHandlers<"remove" | "import", Answer> {
  const { messages } = register;
  return {
    remove: async () =>
      (await register.remove(String(form.get("id") ?? "")))
        ? answer("remove", messages.removed)
        : answer("remove", messages.notFound, 404),
    import: async () => {
      const imported = await importCsvUpload(
        form,
        register.csvLimits,
        messages.csvTooLarge,
        register.parseCsv,
        register.saveRows,
      );
      return imported.ok
        ? answer("import", messages.imported, 200, { values: imported.counts })
        : answer("import", imported.message, imported.status, { problems: imported.problems });
    },
  };
}
