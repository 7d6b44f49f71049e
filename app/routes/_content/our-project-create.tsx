import { Link } from "react-router";
import { OurProjectForm } from "#app/components/content/our-project-form";
import { PageHeader } from "#app/components/page-header";
import { getUser, requireAdmin } from "#app/modules/accounts/session.server";
import { OUR_PROJECT_MESSAGES } from "#app/modules/content/our-project-messages";
import { ourProjectAction } from "#app/modules/content/our-projects-actions.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/our-project-create";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Create Project",
    description: "Add a project to the company's project list.",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  return { signedIn: Boolean(user), isAdmin: user?.role === "Admin" };
}

/** Only an Admin may save: anyone else gets a 403 (a visitor is sent to sign in). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  form.set("intent", "create");
  return ourProjectAction(form, admin.id);
}

export default function OurProjectCreate({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Create Project" lead="Add a project to the company's own project list." />
      <div className="container-page max-w-2xl py-12">
        {loaderData.isAdmin ? (
          <>
            <OurProjectForm />
            <p className="mt-6 text-slate-600">
              Saved projects appear in the{" "}
              <Link to="/admin/ourproject" className="font-semibold text-brand-700 hover:underline">
                project list of the admin desk
              </Link>
              , where they can also be deleted.
            </p>
          </>
        ) : (
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-6">
            <p className="text-lg font-semibold text-amber-900">{OUR_PROJECT_MESSAGES.adminOnly}</p>
            <p className="mt-2 text-amber-900">
              {loaderData.signedIn
                ? "Your account cannot add projects. If you have a project to sell with us, please get in touch."
                : "If you are an administrator, please sign in first."}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {loaderData.signedIn ? null : (
                <Link
                  to="/login?redirectTo=/project"
                  className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Login
                </Link>
              )}
              <Link
                to="/contact"
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50"
              >
                Contact us
              </Link>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
