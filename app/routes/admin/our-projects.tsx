import { useFetcher } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { OurProjectForm } from "#app/components/content/our-project-form";
import { Trash2 } from "#app/components/icons";
import { Pagination } from "#app/components/pagination";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { ourProjectsPage } from "#app/modules/content/our-projects.server";
import { ourProjectAction } from "#app/modules/content/our-projects-actions.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type ActionResult, sendOrKeepForm } from "#app/modules/platform/forms";
import { pageNumber } from "#app/modules/platform/pagination";
import { COUNTS } from "#app/modules/text/plural";
import type { Route } from "./+types/our-projects";

export const meta = adminMeta((t) => ({ title: t("Our projects"), description: t("The company's own project list.") }));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return ourProjectsPage(pageNumber(request.url), localeOf(request));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return ourProjectAction(await request.formData(), admin.id);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function AdminOurProjects({ loaderData }: Route.ComponentProps) {
  const { items: rows, total, page, pages } = loaderData;
  const { t, plural } = useI18n();
  // "{start} to {end}" in the page's language, around the two dates' own elements.
  const [before, between, after] = t("{start} to {end}").split(/\{start\}|\{end\}/);
  return (
    <section>
      <AdminHeading title={t("Our projects")} lead={t("The company's own project list, newest first.")} />
      <div className="mt-6 grid gap-8 xl:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 className="text-lg font-semibold" aria-live="polite">
            {plural(total, COUNTS.projects)}
          </h2>
          {rows.length === 0 ? (
            <EmptyNote className="mt-4 p-8 text-center">
              {t("No projects yet. Add the first one with the form.")}
            </EmptyNote>
          ) : (
            <ul className="mt-4 space-y-3">
              {rows.map((row) => (
                <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex gap-4">
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold" translate="no">
                        {row.name}
                      </h3>
                      <p className="text-sm text-slate-600">
                        {before}
                        <time dateTime={row.startDate}>{row.starts}</time>
                        {between}
                        <time dateTime={row.endDate}>{row.ends}</time>
                        {after}
                      </p>
                      {row.description ? (
                        <p className="mt-2 whitespace-pre-line text-slate-700">{row.description}</p>
                      ) : null}
                    </div>
                    <DeleteButton id={row.id} name={row.name} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} label={t("Project list pages")} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm xl:self-start">
          <h2 className="text-lg font-semibold">{t("Add a project")}</h2>
          <div className="mt-4">
            <OurProjectForm />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Deletes through a fetcher, so the create form's message is left alone; the list reloads. */
function DeleteButton({ id, name }: { id: string; name: string }) {
  const fetcher = useFetcher<ActionResult>();
  const { t } = useI18n();
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false ? t(fetcher.data.message) : null;
  return (
    <fetcher.Form method="post" className="flex flex-col items-end gap-2">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={t("Delete {name}", { name })}
        className="flex size-10 items-center justify-center rounded-lg border border-red-200 text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
