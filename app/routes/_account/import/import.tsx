import { useEffect } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { ImportCountList, ImportProgressBar, RefusedTable } from "#app/components/properties/import/import-view";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { pathIn } from "#app/modules/i18n/locale";
import { msg, msgPlural } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { notFound } from "#app/modules/platform/http.server";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { resumePaused } from "#app/modules/properties/import/apply.server";
import { importPage } from "#app/modules/properties/import/import-page.server";
import { startImport } from "#app/modules/properties/import/queue.server";
import { OUTCOME_WORDS, STATUS_WORDS } from "#app/modules/properties/import/types";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Your import"),
  msg("What your file will do, and what it did."),
);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await importPage(user.id, params.id, localeOf(request));
  if (!page) throw notFound();
  return page;
}

const IMPORT_MESSAGES: Record<"started" | "notNow" | "resumed" | "nothingPaused", string> = {
  started: msg("The import has started. You can leave this page: it goes on without you."),
  notNow: msg("This import was already applied, or is not yours."),
  resumed: msg("The listings this file paused are back as they were."),
  nothingPaused: msg("None of the listings this file paused is paused still."),
};

const WILL_PAUSE = msgPlural({
  one: "A full file: {count} of your imported listings is not in it and will be paused.",
  other: "A full file: {count} of your imported listings are not in it and will be paused.",
});
const STILL_PAUSED = msgPlural({
  one: "{count} listing is paused because this full file left it out. You can bring it back as it was.",
  other: "{count} listings are paused because this full file left them out. You can bring them back as they were.",
});
const RESUME = msgPlural({
  one: "Bring back the paused listing",
  other: "Bring back the {count} paused listings",
});

/** The poster confirms the preview (the rows are applied by the job queue), or undoes a full file's pauses. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      apply: async () =>
        (await startImport(user.id, params.id))
          ? { ok: true, message: IMPORT_MESSAGES.started }
          : data({ ok: false, message: IMPORT_MESSAGES.notNow }, 409),
      resume: async () =>
        (await resumePaused(user.id, params.id)) > 0
          ? { ok: true, message: IMPORT_MESSAGES.resumed }
          : data({ ok: false, message: IMPORT_MESSAGES.nothingPaused }, 409),
    },
    () => data({ ok: false, message: IMPORT_MESSAGES.notNow }, 400),
  );
}

/** While the job runs, the page asks again every two seconds: the bar is read from the database. */
function useWhileRunning(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
}

const BUTTON = "button-primary px-4 py-2";
const FILE_LINK = "font-semibold text-brand-800 underline";

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, plural, locale } = useI18n();
  const { import: item, progress, refused, results, stillPaused } = loaderData;
  const running = item.status === "queued" || item.status === "running";
  useWhileRunning(running);
  const file = (kind: string) => pathIn(locale, `/profile/import/file?kind=${kind}&id=${item.id}`);
  return (
    <>
      <PageHeader
        back={{ to: "/profile/import", label: t("Back to imports") }}
        title={t("Import of {file}", { file: item.fileName })}
        lead={t(STATUS_WORDS[item.status])}
      />
      <div className="container-page max-w-4xl space-y-8 py-10">
        <section aria-labelledby="counts-title">
          <h2 id="counts-title" className="mb-3 text-xl font-bold">
            {t("What this file does")}
          </h2>
          <ImportCountList counts={item.counts} />
          {item.full && item.counts.paused > 0 && item.status === "previewed" ? (
            <p className="mt-3 text-slate-700">{plural(item.counts.paused, WILL_PAUSE)}</p>
          ) : null}
        </section>
        {item.status === "previewed" ? (
          <Form method="post" className="flex flex-wrap items-center gap-4">
            <button type="submit" name="intent" value="apply" className={BUTTON}>
              {t("Apply the {count} new and changed rows", { count: item.counts.new + item.counts.changed })}
            </button>
            <span className="text-sm text-slate-600">
              {t("Refused rows are left out; fix them and send the file again.")}
            </span>
          </Form>
        ) : (
          <section aria-labelledby="progress-title">
            <h2 id="progress-title" className="mb-3 text-xl font-bold">
              {t("Progress")}
            </h2>
            <ImportProgressBar progress={progress} />
            {item.status === "done" ? (
              <a className={`${FILE_LINK} mt-3 inline-block`} href={file("results")} download>
                {t("Download the results (CSV)")}
              </a>
            ) : null}
            {stillPaused > 0 ? (
              <Form method="post" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
                <p>{plural(stillPaused, STILL_PAUSED)}</p>
                <button type="submit" name="intent" value="resume" className="button-secondary mt-3 bg-white px-4 py-2">
                  {plural(stillPaused, RESUME)}
                </button>
              </Form>
            ) : null}
          </section>
        )}
        {actionData ? <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} /> : null}
        {refused.length ? (
          <section aria-labelledby="refused-title">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="refused-title" className="text-xl font-bold">
                {t("Refused rows")}
              </h2>
              <a className={FILE_LINK} href={file("refusals")} download>
                {t("Download the refused rows (CSV)")}
              </a>
            </div>
            <RefusedTable rows={refused} />
          </section>
        ) : null}
        {results.length ? (
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="mb-3 text-xl font-bold">
              {t("Results")}
            </h2>
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200" data-testid="import-results">
              {results.map((result) => (
                <li key={result.line} className="p-3 text-sm">
                  <span className="font-semibold">{result.reference}</span> · {t(OUTCOME_WORDS[result.outcome] ?? "")}
                  {result.href ? (
                    <>
                      {" "}
                      ·{" "}
                      <Link to={result.href} className="text-brand-800 underline">
                        {t("Open the listing")}
                      </Link>
                    </>
                  ) : null}
                  {result.message ? <p className="text-slate-700">{result.message}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
