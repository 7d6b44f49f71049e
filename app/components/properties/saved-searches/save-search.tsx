import { Link, useFetcher, useLocation } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { useOptionalUser } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * "Save this search": a signed-in person names it (or keeps the name we give it) and gets
 * its new listings by e-mail once a day; a visitor is offered to sign in first.
 */
export function SaveSearch({ suggestedName }: { suggestedName: string }) {
  const user = useOptionalUser();
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: "save-search" });
  if (!user) {
    return (
      <p className="mt-3 text-sm">
        <Link
          to={`/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`}
          className="font-semibold text-brand-700 underline"
        >
          {t("Sign in to save this search")}
        </Link>{" "}
        {t("and get its new listings by e-mail.")}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2" aria-label={t("Save this search")}>
      <input type="hidden" name="query" value={search.replace(/^\?/, "")} />
      <label className="grid gap-1 text-sm font-medium">
        {t("Name this search")}
        <input
          name="name"
          maxLength={80}
          placeholder={suggestedName}
          className="w-64 max-w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </label>
      <button type="submit" disabled={fetcher.state !== "idle"} className="button-outline px-4 py-2">
        {t("Save this search")}
      </button>
      <div className="basis-full">
        {fetcher.data ? (
          <FormMessage message={fetcher.data.message} tone={fetcher.data.ok ? "success" : "error"} />
        ) : null}
      </div>
    </fetcher.Form>
  );
}
