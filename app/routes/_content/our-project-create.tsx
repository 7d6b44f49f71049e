import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ActionLink, Actions } from "#app/components/actions";
import { PageHeader } from "#app/components/page-header";
import { ProjectCard } from "#app/components/projects/project-card";
import { CITIES } from "#app/config/enums";
import { getUser, requireAdmin } from "#app/modules/accounts/session.server";
import { ourProjectAction } from "#app/modules/content/our-projects-actions.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { sendOrKeepForm, withKeptInput } from "#app/modules/platform/forms";
import { cityListHref } from "#app/modules/projects/display";
import { newlyAddedProjects } from "#app/modules/projects/projects.server";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/our-project-create";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return args.loaderData?.isAdmin
    ? pageMeta(args, {
        title: t("Create Project"),
        description: t("Add a project to the company's project list."),
        noindex: true,
      })
    : pageMeta(args, {
        title: t("Our projects"),
        description: t("The newest projects of Awadh Estates in Lucknow, Noida, Gurugram, Kanpur and Varanasi."),
      });
};

// Only the Admin needs the form: its code arrives after the page's own (the server
// renders it in full), so visitors never download it.
const OurProjectForm = lazy(() =>
  import("#app/components/content/our-project-form").then((module) => ({ default: module.OurProjectForm })),
);

/** How many of the newest projects a visitor sees here. */
const SHOWN = 6;

/** The Admin gets the old product's "Create Project" form; everyone else the company's projects. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const isAdmin = user?.role === "Admin";
  return { isAdmin, projects: isAdmin ? [] : cardsForPage(await newlyAddedProjects(SHOWN), request) };
}

/** Only an Admin may save: anyone else gets a 403 (a visitor is sent to sign in). */
export async function action({ request }: Route.ActionArgs) {
  // A failure keeps what was typed for the page drawn after it (platform/forms.ts).
  return withKeptInput(request, async () => {
    const admin = await requireAdmin(request);
    const form = await request.formData();
    form.set("intent", "create");
    return ourProjectAction(form, admin.id);
  });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function OurProjectCreate({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData.isAdmin) return <OurProjects projects={loaderData.projects} />;
  return (
    <>
      <PageHeader title={t("Create Project")} lead={t("Add a project to the company's own project list.")} />
      <div className="container-page max-w-2xl py-12">
        <Suspense fallback={<p className="text-slate-600">{t("Loading the form...")}</p>}>
          <OurProjectForm />
        </Suspense>
        <p className="mt-6 text-slate-600">
          {t("Saved projects appear in the")}{" "}
          <Link to="/admin/ourproject" className="font-semibold text-brand-700 hover:underline">
            {t("project list of the admin desk")}
          </Link>
          {t(", where they can also be deleted.")}
        </p>
      </div>
    </>
  );
}

/** What a visitor sees at /project: the newest projects, and the way to every city's list. */
function OurProjects({ projects }: { projects: Route.ComponentProps["loaderData"]["projects"] }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        eyebrow="Awadh Estates"
        title={t("Our projects")}
        lead={t(
          "Plots, homes and commercial spaces we sell in five cities, each one visited and verified by our team.",
        )}
      >
        <Actions>
          <ActionLink to="/NewProject">{t("See all new projects")}</ActionLink>
          <ActionLink to="/contact" look="other">
            {t("Contact us")}
          </ActionLink>
        </Actions>
      </PageHeader>
      <div className="container-page py-12">
        <h2 className="text-2xl font-bold tracking-tight text-ink">{t("Newest projects")}</h2>
        {projects.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="our-projects">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-600">{t("New projects appear here as soon as we list them.")}</p>
        )}
        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{t("Projects by city")}</h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {CITIES.map((city) => (
            <li key={city}>
              <Link
                to={cityListHref(city)}
                className="inline-flex rounded-full border border-slate-300 px-4 py-2 font-semibold hover:border-brand-600 hover:text-brand-700"
              >
                {t(city)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
