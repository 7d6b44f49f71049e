import { Link } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { useLiveUpdates } from "#app/components/messages/use-live-updates";
import { PageHeader } from "#app/components/page-header";
import { Name, Words } from "#app/components/words";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { conversationsOf } from "#app/modules/properties/messages/conversations.server";
import { postsListings } from "#app/modules/properties/messages/messages-page.server";
import { formatDateTime } from "#app/modules/text/format";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Messages"),
  msg("Your conversations with seekers and posters about properties."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    conversations: await conversationsOf(user.id, localeOf(request)),
    // Visit hours are a poster's: a seeker is not asked to set them.
    poster: await postsListings(user.id),
  };
}

/** The signed-in person's conversations, the latest first, each with its unread messages. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { t, plural, locale } = useI18n();
  useLiveUpdates(30_000);
  const { conversations, poster } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Messages")}
        lead={t(
          "Talk to posters and seekers here: your number and e-mail stay private until you both agree to share them.",
        )}
      />
      <div className="container-page max-w-4xl py-10">
        {conversations.length ? (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200" data-testid="conversations">
            {conversations.map((item) => (
              <li key={item.id} className={item.unread ? "bg-brand-50" : undefined} data-testid="conversation">
                <Link to={`/messages/${item.id}`} className="block px-5 py-4 hover:bg-slate-50">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-ink" translate="no">
                      {item.listing}
                    </span>
                    <time dateTime={item.lastMessageAt} className="text-sm text-slate-600">
                      {formatDateTime(item.lastMessageAt, locale)}
                    </time>
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    <Words
                      message={
                        item.side === "seeker"
                          ? t("{name} · you asked about it")
                          : t("{name} · asks about your property")
                      }
                      values={{ name: item.otherName ? <Name>{item.otherName}</Name> : t("Deleted account") }}
                    />
                    {item.muted ? ` · ${t("Muted")}` : ""}
                  </span>
                  {/* A conversation without messages was opened by a visit request. */}
                  {item.preview ? (
                    <span className="mt-1 block truncate text-slate-600" translate="no">
                      {item.preview}
                    </span>
                  ) : (
                    <span className="mt-1 block text-slate-600">{t("A site visit was proposed.")}</span>
                  )}
                  {item.unread ? (
                    <span
                      className="mt-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                      data-testid="unread"
                    >
                      {plural(item.unread, { one: "{count} unread message", other: "{count} unread messages" })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            {t("No conversations yet. Send an enquiry from a property's page to start one.")}
          </p>
        )}
        {poster ? (
          <p className="mt-6">
            <Link to="/profile/visit-hours" className="font-semibold text-brand-700 underline">
              {t("Choose the days and hours you accept site visits")}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
