import { data, redirect } from "react-router";
import { ProjectDetailView } from "#app/components/projects/project-detail";
import { ProjectNotFound } from "#app/components/projects/project-not-found";
import { cityFromSlug } from "#app/config/enums";
import { getUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { withoutLocale } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { cityProjectHref, projectNotFoundMeta } from "#app/modules/projects/display";
import { citySegment } from "#app/modules/projects/names";
import { findProject } from "#app/modules/projects/projects.server";
import { projectView } from "#app/modules/projects/view";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/city-project";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.view?.meta ?? projectNotFoundMeta(metaI18n(args).t));

/**
 * /lucknow/ID, /noida/ID, /gurugram/ID, /kanpur/ID, /varanasi/ID and /unknown/ID: a
 * project under its city, labelled with its own city (the old page always said Lucknow).
 * A project opened under another city's path moves to its own (301), so each project has
 * one city address and no page names the wrong city (docs/decisions/007-project-filters.md).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const segment = withoutLocale(new URL(request.url).pathname).split("/")[1]?.toLowerCase() ?? "";
  const pathCity = cityFromSlug(segment) ?? null;
  const [detail, viewer] = await Promise.all([findProject(params.projectId), getUser(request)]);
  if (!detail) return data({ view: null, isAdmin: false, pathCity }, { status: 404 });
  const own = citySegment(detail.project.city);
  if (own !== segment) throw redirect(cityProjectHref(own, detail.project.id), 301);
  return {
    view: projectView(detail, listingSettings(), localeOf(request)),
    isAdmin: viewer?.role === "Admin",
    pathCity,
  };
}

export default function CityProject({ loaderData }: Route.ComponentProps) {
  const { view, isAdmin, pathCity } = loaderData;
  const { t } = useI18n();
  if (view) return <ProjectDetailView view={view} isAdmin={isAdmin} />;
  return (
    <ProjectNotFound
      message={
        pathCity
          ? t("We could not find that project in {city}. It may have been removed, or the link may be incomplete.", {
              city: t(pathCity),
            })
          : t("We could not find that project. It may have been removed, or the link may be incomplete.")
      }
    />
  );
}
