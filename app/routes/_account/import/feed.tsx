import { Form, Link } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { TextField } from "#app/components/forms";
import { useIntentAnswer } from "#app/components/intent-answer";
import { PageHeader } from "#app/components/page-header";
import { ImportCard } from "#app/components/properties/import/import-card";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { answerIntent, dispatchIntent } from "#app/modules/platform/intents.server";
import { FEED_MESSAGES, feedOf, removeFeed, saveFeed } from "#app/modules/properties/import/feed.server";
import { mustVerifyMobile } from "#app/modules/properties/posting/post.server";
import { POSTER_MESSAGES } from "#app/modules/properties/words";
import { formatDateTime } from "#app/modules/text/format";
import type { Route } from "./+types/feed";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Nightly feed"),
  msg("The address of a file your CRM keeps, imported every night."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const feed = await feedOf(user.id);
  return {
    verifyMobile: mustVerifyMobile(user),
    feed: feed && {
      url: feed.url,
      full: feed.full,
      lastRun: feed.lastRunAt ? formatDateTime(feed.lastRunAt, locale) : null,
      lastImportId: feed.lastImportId,
      lastProblem: feed.lastProblem?.[locale] ?? null,
    },
  };
}

/** Set or stop the poster's feed: only their own, and only once their mobile is verified. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      save: async () => {
        if (mustVerifyMobile(user)) return answerIntent("save", POSTER_MESSAGES.verifyMobileFirst, 403);
        const saved = await saveFeed(user.id, String(form.get("url") ?? "").slice(0, 600), form.get("full") === "on");
        return saved.ok ? answerIntent("save", FEED_MESSAGES.saved) : answerIntent("save", saved.message, 400);
      },
      remove: async () =>
        (await removeFeed(user.id))
          ? answerIntent("remove", FEED_MESSAGES.removed)
          : answerIntent("remove", FEED_MESSAGES.none, 404),
    },
    () => answerIntent("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /profile/import/feed: the address of a file the poster's CRM keeps, fetched and imported every night. */
export default function ListingFeed({ loaderData }: Route.ComponentProps) {
  const { busy, said } = useIntentAnswer();
  const { t } = useI18n();
  const { feed } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/profile/import", label: t("Back to Import listings") }}
        title={t("Nightly feed")}
        lead={t(
          "Give the address of a file your CRM keeps up to date: every night we fetch it and import it as a file you send here, with the same checks of every row, and apply it at once.",
        )}
      />
      <div className="container-page max-w-3xl space-y-8 py-10">
        <ImportCard id="feed-title" title={t("Your feed's address")}>
          <Form method="post" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="save" />
            <TextField
              label={t("Address of your feed (https)")}
              name="url"
              type="url"
              required
              defaultValue={feed?.url ?? ""}
              hint={t(
                "A CSV or Excel file in our template's columns, or JSON: a list of listings with the API's fields, each with its ListingId.",
              )}
            />
            <label className="flex items-start gap-2">
              <input type="checkbox" name="full" defaultChecked={feed?.full ?? false} className="mt-1 size-4" />
              <span className="min-w-0">
                {t("The feed holds all my listings: pause my imported listings that are not in it.")}
              </span>
            </label>
            <div>
              <button
                type="submit"
                className="button-primary px-4 py-2 disabled:opacity-60"
                disabled={busy || loaderData.verifyMobile}
              >
                {t("Save the feed")}
              </button>
            </div>
          </Form>
          {said("save")}
          {said("remove")}
          {feed ? (
            <Form method="post" className="mt-4">
              <button type="submit" name="intent" value="remove" className="button-danger-outline px-3 py-2 text-sm">
                {t("Stop fetching the feed")}
              </button>
            </Form>
          ) : null}
        </ImportCard>
        <ImportCard id="feed-runs-title" title={t("Last night")}>
          {feed?.lastRun ? (
            <div className="mt-2 space-y-2 text-slate-700" data-testid="feed-last-run">
              <p>{t("Fetched {date}.", { date: feed.lastRun })}</p>
              {feed.lastProblem ? (
                <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
                  {feed.lastProblem}
                </p>
              ) : null}
              {feed.lastImportId && !feed.lastProblem ? (
                <Link to={`/profile/import/${feed.lastImportId}`} className="font-semibold text-brand-800 underline">
                  {t("See what it imported")}
                </Link>
              ) : null}
            </div>
          ) : (
            <p className="mt-2 text-slate-700">{t("Not fetched yet: the first fetch is tonight at 1:00.")}</p>
          )}
        </ImportCard>
      </div>
    </>
  );
}
