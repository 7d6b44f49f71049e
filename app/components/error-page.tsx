import { isRouteErrorResponse, useHref, useLocation } from "react-router";
import { ActionLink, Actions, actionClass } from "#app/components/actions";
import { useSite } from "#app/components/root-data";
import { brandName } from "#app/config/site";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface ErrorPageProps {
  error: unknown;
}

const COPY: Record<number, { title: string; body: string }> = {
  403: { title: msg("This page is for administrators"), body: msg("Your account does not have access to this page.") },
  404: {
    title: msg("Page not found"),
    body: msg("We could not find the page you were looking for. It may have moved or been removed."),
  },
  429: { title: msg("Too many requests"), body: msg("Please wait a minute and try again.") },
};

/** A calm page for every error: what happened, and a way on. Details go to the server log. */
export function ErrorPage({ error }: ErrorPageProps) {
  const location = useLocation();
  const { t } = useI18n();
  // A raw link does not carry the language's basename by itself (docs/i18n.md).
  const again = useHref(`${location.pathname}${location.search}`);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = COPY[status] ?? {
    title: msg("Something went wrong"),
    body: msg("We could not load this page just now. Please try again in a moment."),
  };
  const detail =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : undefined;
  const title = `${t(copy.title)} | ${brandName(useSite())}`;
  return (
    <Refusal id="error-title" status={status} title={t(copy.title)} body={t(detail ?? copy.body)}>
      {/* Error pages have no meta of their own; React places this title in the head. */}
      <title>{title}</title>
      <ActionLink to="/">{t("Go to the home page")}</ActionLink>
      {status >= 500 || status === 429 ? (
        <a href={again} className={actionClass("other")}>
          {t("Try again")}
        </a>
      ) : null}
    </Refusal>
  );
}

/**
 * A page that cannot show what was asked for: its status, what happened, and the ways on
 * (`children`: the actions, and anything the page adds to the head).
 */
export function Refusal({
  id,
  status,
  title,
  body,
  className = "mx-auto max-w-xl py-10 text-center",
  children,
}: {
  id: string;
  status: number;
  title: string;
  body: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className={className}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("Error {status}", { status })}</p>
      <h1 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{body}</p>
      <Actions className="mt-8 justify-center">{children}</Actions>
    </section>
  );
}
