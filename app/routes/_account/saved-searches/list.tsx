import { data, Form, Link } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { requireUser } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { savedSearchesOf, updateSavedSearch } from "#app/modules/properties/saved-searches/saved-searches.server";
import { SAVED_SEARCH_MESSAGES } from "#app/modules/properties/saved-searches/words";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Saved searches"),
  msg("Your saved searches and their alerts."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { searches: await savedSearchesOf(user.id) };
}

const DONE = {
  rename: SAVED_SEARCH_MESSAGES.renamed,
  pause: SAVED_SEARCH_MESSAGES.paused,
  resume: SAVED_SEARCH_MESSAGES.resumed,
  delete: SAVED_SEARCH_MESSAGES.deleted,
} as const;

/** Rename, pause, resume or delete one of the person's own saved searches. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const change = async (intent: keyof typeof DONE, what: Parameters<typeof updateSavedSearch>[2]) =>
    (await updateSavedSearch(user.id, id, what))
      ? { ok: true, message: DONE[intent] }
      : data({ ok: false, message: SAVED_SEARCH_MESSAGES.notFound }, 404);
  return dispatchIntent(
    form,
    {
      rename: () => change("rename", { name: String(form.get("name") ?? "") }),
      pause: () => change("pause", { paused: true }),
      resume: () => change("resume", { paused: false }),
      delete: () => change("delete", "delete"),
    },
    () => data({ ok: false, message: SAVED_SEARCH_MESSAGES.notFound }, 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

const BUTTON = "button-secondary px-3 py-1.5 text-sm";

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { searches } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Saved searches")}
        lead={t(
          "We e-mail you the new listings of each search once a day, at 8 in the morning. Pause one to stop its e-mails.",
        )}
      />
      <div className="container-page max-w-3xl py-10">
        {actionData ? <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} /> : null}
        {searches.length ? (
          <ul className="mt-4 space-y-4" data-testid="saved-searches">
            {searches.map((search) => (
              <li key={search.id} className="rounded-xl border border-slate-200 p-4" data-testid="saved-search">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p>
                    <Link to={search.href} className="text-lg font-semibold text-brand-700 underline">
                      {search.name}
                    </Link>{" "}
                    {search.paused ? (
                      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold">{t("Paused")}</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t("Saved {date}", { date: formatDate(search.createdAt, locale) })}
                  </p>
                </div>
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={search.id} />
                    <label className="grid gap-1 text-sm font-medium">
                      {t("New name")}
                      <input
                        name="name"
                        maxLength={80}
                        defaultValue={search.name}
                        className="rounded-lg border border-slate-300 px-3 py-1.5"
                      />
                    </label>
                    <button type="submit" name="intent" value="rename" className={BUTTON}>
                      {t("Rename")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={search.id} />
                    <button type="submit" name="intent" value={search.paused ? "resume" : "pause"} className={BUTTON}>
                      {search.paused ? t("Resume alerts") : t("Pause alerts")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={search.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className={`${BUTTON} text-red-800`}
                      aria-label={t("{action} {name}", { action: t("Delete"), name: search.name })}
                    >
                      {t("Delete")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            {t("No saved searches yet. Search on")}{" "}
            <Link to="/Search" className="font-semibold text-brand-700 underline">
              {t("the search page")}
            </Link>{" "}
            {t("and press “Save this search”.")}
          </p>
        )}
      </div>
    </>
  );
}
