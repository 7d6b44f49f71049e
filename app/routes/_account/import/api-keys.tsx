import { Form, Link } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { TextField } from "#app/components/forms";
import { useIntentAnswer } from "#app/components/intent-answer";
import { PageHeader } from "#app/components/page-header";
import { ImportCard } from "#app/components/properties/import/import-card";
import { ShownOnce } from "#app/components/properties/import/shown-once";
import { WhoseRow } from "#app/components/whose-row";
import { RATE_LIMITS } from "#app/config/limits";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import type { IntentAnswer } from "#app/modules/platform/intent-answer";
import { answerIntent, dispatchIntent } from "#app/modules/platform/intents.server";
import { createApiKey, listApiKeys, revokeApiKey } from "#app/modules/properties/import/api-keys.server";
import { API_KEY_BOUNDS } from "#app/modules/properties/import/types";
import { mustVerifyMobile } from "#app/modules/properties/posting/post.server";
import { POSTER_MESSAGES } from "#app/modules/properties/words";
import { formatDateTime } from "#app/modules/text/format";
import type { Route } from "./+types/api-keys";

export const meta: Route.MetaFunction = unlistedPageMeta(msg("API keys"), msg("Keys your CRM sends listings with."));

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const keys = await listApiKeys(user.id);
  return {
    verifyMobile: mustVerifyMobile(user),
    keys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      made: formatDateTime(key.createdAt, locale),
      lastUsed: key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : null,
      revoked: key.revokedAt ? formatDateTime(key.revokedAt, locale) : null,
    })),
    perHour: RATE_LIMITS.apiKey.max.toLocaleString("en-IN"),
  };
}

export const API_KEY_MESSAGES = {
  made: msg("Your new key is below. Copy it now: we keep only a fingerprint of it, so it cannot be shown again."),
  noName: msg("Name the key after the CRM or office that will use it."),
  tooMany: msg("You have {max} keys already. Revoke one you no longer use first."),
  revoked: msg("The key is revoked: requests with it are refused from now on."),
  notYours: msg("This key is not one of yours, or it is revoked already."),
} as const;

type KeyAnswer = IntentAnswer & { key?: string };

/** Make a key (shown in this answer only) or revoke one; only the poster's own. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const answer = answerIntent<KeyAnswer>;
  return dispatchIntent(
    form,
    {
      create: async () => {
        if (mustVerifyMobile(user)) return answer("create", POSTER_MESSAGES.verifyMobileFirst, 403);
        const name = String(form.get("name") ?? "").trim();
        if (!name || name.length > API_KEY_BOUNDS.nameChars) return answer("create", API_KEY_MESSAGES.noName, 400);
        const made = await createApiKey(user.id, name);
        return made
          ? answer("create", API_KEY_MESSAGES.made, 200, { key: made.key })
          : answer("create", API_KEY_MESSAGES.tooMany, 409, { values: { max: API_KEY_BOUNDS.perPoster } });
      },
      revoke: async () =>
        (await revokeApiKey(user.id, String(form.get("id") ?? "")))
          ? answer("revoke", API_KEY_MESSAGES.revoked)
          : answer("revoke", API_KEY_MESSAGES.notYours, 404),
    },
    () => answer("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

const BUTTON = "button-primary px-4 py-2 disabled:opacity-60";

/** /profile/import/keys: the poster's keys to the import API (decision 064). */
export default function ApiKeys({ loaderData }: Route.ComponentProps) {
  const { answer, busy, said } = useIntentAnswer<KeyAnswer>();
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        back={{ to: "/profile/import", label: t("Back to Import listings") }}
        title={t("API keys")}
        lead={t(
          "A key lets your CRM send listings by your own reference, remove them and read what we hold. Anyone with the key can post as you: keep it in your CRM only, and revoke it when you stop using it.",
        )}
      />
      <div className="container-page max-w-3xl space-y-8 py-10">
        <ImportCard id="new-key-title" title={t("Make a key")}>
          {loaderData.verifyMobile ? (
            <p className="mt-2 text-amber-900">{t(POSTER_MESSAGES.verifyMobileFirst)}</p>
          ) : null}
          <Form method="post" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="create" />
            <TextField
              label={t("Name of the key")}
              name="name"
              required
              maxLength={API_KEY_BOUNDS.nameChars}
              hint={t("For example, the CRM or office that will use it.")}
            />
            <div>
              <button type="submit" className={BUTTON} disabled={busy || loaderData.verifyMobile}>
                {t("Make a key")}
              </button>
            </div>
          </Form>
          {said("create")}
          {answer?.key ? <ShownOnce label={t("Your new key")} value={answer.key} testId="new-api-key" /> : null}
        </ImportCard>
        <ImportCard id="keys-title" title={t("Your keys")}>
          {said("revoke")}
          {loaderData.keys.length ? (
            <ul className="mt-3 divide-y divide-slate-200" data-testid="api-keys">
              {loaderData.keys.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold" translate="no">
                      {key.name}
                    </p>
                    <p className="text-slate-600">
                      <span translate="no" className="font-mono">
                        {key.prefix}…
                      </span>{" "}
                      · {t("Made {date}", { date: key.made })} ·{" "}
                      {key.lastUsed ? t("Last used {date}", { date: key.lastUsed }) : t("Not used yet")}
                    </p>
                  </div>
                  {key.revoked ? (
                    <p className="text-sm font-semibold text-slate-600">{t("Revoked {date}", { date: key.revoked })}</p>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="id" value={key.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="revoke"
                        className="button-danger-outline px-3 py-1.5 text-sm"
                      >
                        {t("Revoke")}
                        <WhoseRow name={key.name} />
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t("You have no keys yet.")}</p>
          )}
        </ImportCard>
        <ImportCard id="api-use-title" title={t("How your CRM uses it")}>
          <p className="mt-2 text-slate-700">
            {t(
              "Send each listing as JSON to /api/v1/listings/ followed by your reference, with the key as Authorization: Bearer and the key. Field names follow the RESO Data Dictionary where one fits. Every listing is checked as a row of a file, and new listings wait for our approval. At most {max} requests an hour per key.",
              { max: loaderData.perHour },
            )}
          </p>
          {/* A region that may scroll sideways on a phone: reachable by keyboard to scroll it. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard */}
          <section className="mt-3 overflow-x-auto" aria-label={t("An example request")} tabIndex={0}>
            <pre className="w-max min-w-full rounded-lg bg-slate-900 p-3 text-xs text-slate-100" translate="no">
              {`curl -X PUT https://…/api/v1/listings/FLAT-12 \\
  -H "Authorization: Bearer ae_…" \\
  -H "Content-Type: application/json" \\
  -d '{"listingType":"Sell","PropertyType":"Residential",
       "PropertySubType":"Flat/Apartment","City":"Lucknow",
       "locality":"Gomti Nagar","ListPrice":9800000, …}'`}
            </pre>
          </section>
          <Link
            reloadDocument
            to="/api/v1/openapi.json"
            className="mt-3 inline-block font-semibold text-brand-800 underline"
          >
            {t("The API described (OpenAPI)")}
          </Link>
        </ImportCard>
      </div>
    </>
  );
}
