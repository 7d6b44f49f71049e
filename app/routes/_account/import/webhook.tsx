import { Form } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { TextField } from "#app/components/forms";
import { useIntentAnswer } from "#app/components/intent-answer";
import { PageHeader } from "#app/components/page-header";
import { ImportCard } from "#app/components/properties/import/import-card";
import { ShownOnce } from "#app/components/properties/import/shown-once";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import type { IntentAnswer } from "#app/modules/platform/intent-answer";
import { answerIntent, dispatchIntent } from "#app/modules/platform/intents.server";
import {
  deliveriesOf,
  queueTestLead,
  RETRY_AFTER_MS,
  removeWebhook,
  renewSecret,
  saveWebhook,
  WEBHOOK_MESSAGES,
  webhookOf,
} from "#app/modules/properties/import/webhooks.server";
import { formatDateTime } from "#app/modules/text/format";
import type { Route } from "./+types/webhook";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Leads to your CRM"),
  msg("Where your CRM receives the enquiries on your imported listings."),
);

/** How a delivery's state reads in the log. */
const DELIVERY_STATES: Record<string, string> = {
  waiting: msg("Waiting to be tried again"),
  delivered: msg("Delivered"),
  failed: msg("Given up"),
};

const EVENTS: Record<string, string> = {
  "lead.enquiry": msg("Enquiry"),
  "lead.message": msg("Message"),
  "lead.visit": msg("Site visit request"),
  "lead.test": msg("Test lead"),
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const [hook, log] = await Promise.all([webhookOf(user.id), deliveriesOf(user.id)]);
  return {
    url: hook?.url ?? null,
    tries: RETRY_AFTER_MS.length + 1,
    log: log.map((entry) => ({
      id: entry.id,
      event: EVENTS[entry.event] ?? entry.event,
      state: DELIVERY_STATES[entry.status] ?? entry.status,
      attempts: entry.attempts,
      answer: entry.lastAnswer,
      at: formatDateTime(entry.createdAt, locale),
      next: entry.status === "waiting" && entry.attempts > 0 ? formatDateTime(entry.nextAttemptAt, locale) : null,
    })),
  };
}

type HookAnswer = IntentAnswer & { secret?: string };

/** Set the address, make a new secret, stop, or send a test lead: only the poster's own. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const answer = answerIntent<HookAnswer>;
  return dispatchIntent(
    form,
    {
      save: async () => {
        const saved = await saveWebhook(user.id, String(form.get("url") ?? "").slice(0, 600));
        if (!saved.ok) return answer("save", saved.message, 400);
        return saved.secret
          ? answer("save", WEBHOOK_MESSAGES.saved, 200, { secret: saved.secret })
          : answer("save", msg("The address is changed; the secret stays as it was."));
      },
      renew: async () => {
        const secret = await renewSecret(user.id);
        return secret
          ? answer("renew", WEBHOOK_MESSAGES.secretMade, 200, { secret })
          : answer("renew", WEBHOOK_MESSAGES.none, 404);
      },
      remove: async () =>
        (await removeWebhook(user.id))
          ? answer("remove", WEBHOOK_MESSAGES.removed)
          : answer("remove", WEBHOOK_MESSAGES.none, 404),
      test: async () =>
        (await queueTestLead(user.id))
          ? answer("test", WEBHOOK_MESSAGES.testQueued)
          : answer("test", WEBHOOK_MESSAGES.none, 404),
    },
    () => answer("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

const BUTTON = "button-primary px-4 py-2 disabled:opacity-60";
const QUIET = "button-secondary px-3 py-2 text-sm";

/** /profile/import/webhook: where the poster's CRM receives their leads, and what was sent (decision 064). */
export default function LeadWebhook({ loaderData }: Route.ComponentProps) {
  const { answer, busy, said } = useIntentAnswer<HookAnswer>();
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        back={{ to: "/profile/import", label: t("Back to Import listings") }}
        title={t("Leads to your CRM")}
        lead={t(
          "Each enquiry, message and site-visit request on a listing you imported is also sent to your CRM, signed so it can tell the lead came from us. A CRM that does not answer is tried again, later each time.",
        )}
      />
      <div className="container-page max-w-3xl space-y-8 py-10">
        <ImportCard id="webhook-title" title={t("Your CRM's address")}>
          <Form method="post" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="save" />
            <TextField
              label={t("Address that receives leads (https)")}
              name="url"
              type="url"
              required
              defaultValue={loaderData.url ?? ""}
              hint={t(
                "We send each lead as JSON with a POST, with the headers webhook-id, webhook-timestamp and webhook-signature.",
              )}
            />
            <div>
              <button type="submit" className={BUTTON} disabled={busy}>
                {t("Save the address")}
              </button>
            </div>
          </Form>
          {said("save")}
          {said("renew")}
          {said("remove")}
          {said("test")}
          {answer?.secret ? (
            <ShownOnce label={t("Your signing secret")} value={answer.secret} testId="webhook-secret" />
          ) : null}
          {loaderData.url ? (
            <Form method="post" className="mt-4 flex flex-wrap gap-3">
              <button type="submit" name="intent" value="test" className={QUIET}>
                {t("Send a test lead")}
              </button>
              <button type="submit" name="intent" value="renew" className={QUIET}>
                {t("Make a new secret")}
              </button>
              <button type="submit" name="intent" value="remove" className={`${QUIET} text-red-800`}>
                {t("Stop sending leads")}
              </button>
            </Form>
          ) : null}
        </ImportCard>
        <ImportCard id="deliveries-title" title={t("What was sent")}>
          <p className="mt-2 text-sm text-slate-600">
            {t("A lead that your CRM does not accept is tried {tries} times in all, over about a day and a half.", {
              tries: loaderData.tries,
            })}
          </p>
          {loaderData.log.length ? (
            <ul className="mt-3 divide-y divide-slate-200" data-testid="webhook-deliveries">
              {loaderData.log.map((entry) => (
                <li key={entry.id} className="py-3 text-sm">
                  <p className="font-semibold">
                    {t(entry.event)} · {entry.at}
                  </p>
                  <p className="text-slate-700">
                    {t(entry.state)} · {t("Tries: {count}", { count: entry.attempts })}
                    {entry.answer ? (
                      <>
                        {" "}
                        · {t("Last answer:")} <span translate="no">{entry.answer}</span>
                      </>
                    ) : null}
                    {entry.next ? ` · ${t("Next try {date}", { date: entry.next })}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t("Nothing sent yet.")}</p>
          )}
        </ImportCard>
      </div>
    </>
  );
}
