import { lazy, Suspense } from "react";
import { Link, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { Pagination } from "#app/components/pagination";
import { DeleteProjectButton } from "#app/components/projects/delete-project-button";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { wizardView } from "#app/modules/listing-core/fields";
import type { PostResult } from "#app/modules/listing-core/schema";
import { imageUrl } from "#app/modules/media/image-urls";
import { type ActionResult, sendOrKeep } from "#app/modules/platform/forms";
import { parsePage } from "#app/modules/platform/pagination";
import { handleProjectAction } from "#app/modules/projects/actions.server";
import { cityProjectHref } from "#app/modules/projects/display";
import { PROJECT_WIZARD } from "#app/modules/projects/project-form";
import { adminProjects, citySummaries } from "#app/modules/projects/projects.server";
import { PROJECT_MESSAGES } from "#app/modules/projects/words";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/project-explore";

export const meta = adminMeta((t) => ({ title: t("New projects"), description: t("Post a new project to a city.") }));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const locale = localeOf(request);
  const [cities, list] = await Promise.all([citySummaries(locale), adminProjects(page)]);
  const { t } = serverTranslator(locale);
  // Worded here, so the page's browser code needs no formatting.
  const items = cardsForPage(list.items, request).map((project) => ({
    ...project,
    cityHref: cityProjectHref(project.citySegment, project.id),
    thumbnail: project.image ? imageUrl(project.image, 480) : null,
    facts: [
      [project.locality, project.city ? t(project.city) : project.city].filter(Boolean).join(", "),
      t(project.propertyType),
      t(project.listingType),
      project.priceText,
    ].join(" · "),
    posted: project.authorName
      ? t("Posted {date} by {name}", { date: formatDate(project.createdAt, locale), name: project.authorName })
      : t("Posted {date}", { date: formatDate(project.createdAt, locale) }),
  }));
  return { cities, list: { ...list, items }, view: wizardView(PROJECT_WIZARD, "wizard", t) };
}

/** On a navigation here, the wizard's code comes with the page's data (no loading flash). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadWizard()]);
  return loaded;
}

export function action({ request }: Route.ActionArgs) {
  return handleProjectAction(request);
}

/**
 * A lost connection is a failed submission, not a broken page: the wizard keeps its
 * state. What the server decided (a redirect after a delete, a 403) still applies.
 */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  sendOrKeep<PostResult | ActionResult>(serverAction, PROJECT_MESSAGES.submitFailed);

// The wizard's code arrives after the page's own (the server renders it in full).
const loadWizard = () => import("#app/components/projects/project-wizard");
const ProjectWizard = lazy(loadWizard);

/** /admin/ProjectExplore: the city-project wizard, and every new project with Delete. */
export default function AdminProjectExplore({ loaderData }: Route.ComponentProps) {
  const { cities, list, view } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <div className="space-y-12">
      <section aria-labelledby="post-project-title">
        <h1 id="post-project-title" className="text-2xl font-bold tracking-tight">
          {t("Post a new project")}
        </h1>
        <p className="mt-1 max-w-2xl text-slate-600">
          {t(
            "A new project appears at once on the home page, in /NewProject and on its city's pages. Picking a city shows what we say about it.",
          )}{" "}
          {t("Fields marked")} <span className="text-red-700">*</span> {t("are needed.")}
        </p>
        <Suspense fallback={<p className="mt-8 text-slate-600">{t("Loading the form...")}</p>}>
          <ProjectWizard view={view} cities={cities} />
        </Suspense>
      </section>

      <section aria-labelledby="project-list-title">
        <h2 id="project-list-title" className="text-xl font-bold tracking-tight">
          {t("New projects")} <span className="font-normal text-slate-500">({list.total})</span>
        </h2>
        <div role="status" aria-live="polite">
          {actionData ? (
            <p
              className={`mt-4 rounded-lg border px-4 py-3 text-sm font-medium ${
                actionData.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"
              }`}
            >
              {t(actionData.message)}
            </p>
          ) : null}
        </div>
        {list.items.length ? (
          <ul
            className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200"
            data-testid="admin-projects"
          >
            {list.items.map((project) => {
              const name = project.name;
              return (
                <li key={project.id} className="flex flex-wrap items-center gap-4 p-4">
                  {project.thumbnail ? (
                    <img
                      src={project.thumbnail}
                      width={96}
                      height={72}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-18 w-24 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <div className="flex h-18 w-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600">
                      {t("No Image Available")}
                    </div>
                  )}
                  <div className="min-w-0 flex-1">
                    <Link to={project.cityHref} className="font-semibold text-brand-700 hover:underline" translate="no">
                      {name}
                    </Link>
                    <p className="text-sm text-slate-600">{project.facts}</p>
                    <p className="text-xs text-slate-500">{project.posted}</p>
                  </div>
                  <DeleteProjectButton id={project.id} name={name} />
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {t("No new projects yet. Post the first one above.")}
          </p>
        )}
        <Pagination page={list.page} pages={list.pages} label={t("Pages of new projects")} />
      </section>
    </div>
  );
}
