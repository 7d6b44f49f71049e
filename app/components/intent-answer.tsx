import { useActionData, useNavigation } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { IntentAnswer } from "#app/modules/platform/intent-answer";

/**
 * The page's last answer (intents.server.ts `answerIntent`, in the page's own shape), `said(intent)`
 * to show it under the form it answers, and whether a form is being sent. An unsent form's
 * answer (sendOrKeepForm) has only its message, so the page's own fields are optional here.
 */
export function useIntentAnswer<Answer extends IntentAnswer = IntentAnswer>() {
  const answer = useActionData() as Partial<Answer> | undefined;
  const busy = useNavigation().state === "submitting";
  const { t } = useI18n();
  const said = (intent: string) =>
    answer?.intent === intent && answer.message ? (
      <FormMessage message={t(answer.message, answer.values)} tone={answer.ok ? "success" : "error"} />
    ) : null;
  return { answer, busy, said };
}
