import type { CsvProblem } from "#app/modules/text/csv";

/**
 * What a page of several forms answers, with the intent of the form it answers (shown under
 * that form): made by intents.server.ts `answerIntent`, read by the page's components.
 */
export type IntentAnswer = {
  ok: boolean;
  message: string;
  intent: string;
  problems?: CsvProblem[];
  values?: Record<string, number>;
};
