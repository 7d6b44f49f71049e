import { data } from "react-router";
import { ProjectDetailView } from "#app/components/projects/project-detail";
import { ProjectNotFound } from "#app/components/projects/project-not-found";
import { getUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { projectNotFoundMeta } from "#app/modules/projects/display";
import { findProject } from "#app/modules/projects/projects.server";
import { projectView } from "#app/modules/projects/view";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/new-project-detail";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.view?.meta ?? projectNotFoundMeta(metaI18n(args).t));

/** /NewProjectD?projectId=ID: a new project from a plain link (the old product's navigation state is gone). */
export async function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("projectId") ?? "";
  const [detail, viewer] = await Promise.all([findProject(id), getUser(request)]);
  if (!detail) return data({ view: null, isAdmin: false }, { status: 404 });
  return { view: projectView(detail, listingSettings(), localeOf(request)), isAdmin: viewer?.role === "Admin" };
}

export default function NewProjectDetail({ loaderData }: Route.ComponentProps) {
  const { view, isAdmin } = loaderData;
  return view ? <ProjectDetailView view={view} isAdmin={isAdmin} /> : <ProjectNotFound />;
}
