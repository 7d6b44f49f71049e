import { ActionLink, Actions } from "#app/components/actions";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** The not-found page of every project route (the loader answers with status 404). */
export function ProjectNotFound({ message }: { message?: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="project-missing" className="container-page max-w-2xl py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t("Error {status}", { status: 404 })}
      </p>
      <h1 id="project-missing" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {t("Project not found")}
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {message ?? t("We could not find that project. It may have been removed, or the link may be incomplete.")}
      </p>
      <Actions className="mt-8 justify-center">
        <ActionLink to="/NewProject">{t("Browse new projects")}</ActionLink>
        <ActionLink to="/" look="other">
          {t("Go to the home page")}
        </ActionLink>
      </Actions>
    </section>
  );
}
