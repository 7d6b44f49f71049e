import { ActionLink } from "#app/components/actions";
import { Refusal } from "#app/components/error-page";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** The not-found page of every project route (the loader answers with status 404). */
export function ProjectNotFound({ message }: { message?: string }) {
  const { t } = useI18n();
  return (
    <Refusal
      id="project-missing"
      status={404}
      title={t("Project not found")}
      body={message ?? t("We could not find that project. It may have been removed, or the link may be incomplete.")}
      className="container-page max-w-2xl py-16 text-center"
    >
      <ActionLink to="/NewProject">{t("Browse new projects")}</ActionLink>
      <ActionLink to="/" look="other">
        {t("Go to the home page")}
      </ActionLink>
    </Refusal>
  );
}
