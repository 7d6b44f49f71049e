import { data, redirect } from "react-router";
import { ProjectNotFound } from "#app/components/projects/project-not-found";
import { cityProjectHref, projectNotFoundMeta } from "#app/modules/projects/display";
import { citySegment } from "#app/modules/projects/names";
import { projectCity } from "#app/modules/projects/projects.server";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/project-city-redirect";

export const meta: Route.MetaFunction = (args) => pageMeta(args, projectNotFoundMeta(metaI18n(args).t));

/**
 * /Newprojectdetial?id=ID: sends the visitor to the project's city page, /noida/ID for
 * the five cities and /unknown/ID for any other. It only reads: the old product wrote the
 * city back to the record on every visit, which a GET must never do.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? params.get("projectId") ?? "";
  const city = await projectCity(id);
  if (city === null) return data({ missing: true }, { status: 404 });
  throw redirect(cityProjectHref(citySegment(city), id), 301);
}

export default function ProjectCityRedirect() {
  return <ProjectNotFound />;
}
