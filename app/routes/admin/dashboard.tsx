import { data, Form, Link, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { SmsCeilingNotice, UndeletedPhotosNotice } from "#app/components/admin/dashboard-notices";
import { AdminHeading } from "#app/components/content/admin-heading";
import { WeekChart } from "#app/components/content/week-chart";
import { FormMessage } from "#app/components/form-answer";
import { Building, Contact, FolderKanban, Home, Layers, ShieldCheck, UserPlus } from "#app/components/icons";
import { AdminImports } from "#app/components/properties/import/admin-imports";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { dashboardTotals, weeklyActivity } from "#app/modules/admin/dashboard.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { JOB_LABELS } from "#app/modules/jobs/job-labels";
import { type JobHealth, jobHealth } from "#app/modules/jobs/jobs.server";
import { undeletedPhotoFiles } from "#app/modules/media/images.server";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { importsForAdmin } from "#app/modules/properties/import/import-page.server";
import { computeLocalityPrices } from "#app/modules/properties/prices/prices.server";
import { openReportCount } from "#app/modules/properties/trust/reports.server";
import { smsCeilingUsage } from "#app/modules/sms/ceiling.server";
import { formatDateTime } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";
import type { Route } from "./+types/dashboard";

export const meta = adminMeta((t) => ({ title: t("Dashboard"), description: t("Totals and trends of the site.") }));

const WEEK_OPTIONS: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", timeZone: "UTC" };
const WEEK_LABEL = new Intl.DateTimeFormat("en-IN", WEEK_OPTIONS);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // Hindi months in full ("7 सितंबर"): their short forms end in ॰, which few readers know.
  const weekLabel =
    localeOf(request) === "hi" ? new Intl.DateTimeFormat("hi-IN", { ...WEEK_OPTIONS, month: "long" }) : WEEK_LABEL;
  const [totals, weeks, jobs, reports, undeleted, sms, imports] = await Promise.all([
    dashboardTotals(),
    weeklyActivity(),
    jobHealth(),
    openReportCount(),
    undeletedPhotoFiles(),
    smsCeilingUsage(),
    importsForAdmin(),
  ]);
  return {
    totals,
    imports,
    sms,
    reports,
    jobs,
    undeleted,
    weeks: weeks.map((week) => ({ ...week, label: weekLabel.format(new Date(`${week.week}T00:00:00Z`)) })),
  };
}

/**
 * "Work out locality prices now": after approving or importing many listings an Admin need
 * not wait for the night's run. The same job, run in this request (about a second at 100,000
 * listings, decision 029); running it twice in a night changes nothing but the time.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return dispatchIntent(
    await request.formData(),
    {
      "locality-prices": async () => {
        const run = await computeLocalityPrices();
        return { prices: { published: run.published, groups: run.groups } };
      },
    },
    () => {
      throw data(null, { status: 400 });
    },
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { totals, weeks, jobs, reports, undeleted, sms, imports } = loaderData;
  const { t, plural } = useI18n();
  const tiles = [
    // The old product's tile counts the company's own project list (/admin/ourproject); the projects
    // on sale (/admin/ProjectExplore) have their own tile, so neither is read for the other. The
    // old product's four labels stay as SPEC names them; each has a line saying what it counts.
    {
      label: t("Total our project"),
      value: totals.ourProjects,
      to: "/admin/ourproject",
      icon: FolderKanban,
      note: t("In the company's project list"),
    },
    {
      label: t("New projects"),
      value: totals.newProjects,
      to: "/admin/ProjectExplore",
      icon: Building,
      note: t("On sale, shown to visitors"),
    },
    {
      label: t("Our service"),
      value: totals.services,
      to: "/service",
      icon: Layers,
      note: t("Service pages on the site"),
    },
    {
      label: t("Total PostProperty"),
      value: totals.properties,
      to: "/admin/Postproject",
      icon: Home,
      note: plural(totals.pendingProperties, COUNTS.awaitingApproval),
    },
    {
      label: t("Total Contacts"),
      value: totals.contacts,
      to: "/admin/Buys",
      icon: Contact,
      note: t("Messages from the contact form"),
    },
    {
      label: t("Open reports"),
      value: reports,
      to: "/admin/reports",
      icon: ShieldCheck,
      note: t("Listings people reported"),
    },
    { label: t("Sign-ups"), value: totals.signUps, to: "/admin/ComingSoon", icon: UserPlus },
  ];
  const series = (key: "properties" | "contacts" | "signUps") =>
    weeks.map((week) => ({ week: week.week, label: week.label, value: week[key] }));
  return (
    <section>
      <AdminHeading title={t("Dashboard")} lead={t("Totals and trends of the site, counted live from the database.")} />
      <UndeletedPhotosNotice undeleted={undeleted} />
      <SmsCeilingNotice usage={sms} />
      <ul aria-label={t("Totals")} className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map(({ label, value, to, icon: Icon, note }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
                {label}
              </span>
              <span className="mt-2 text-3xl font-extrabold text-ink">{value}</span>
              {note ? <span className="mt-1 text-sm text-slate-600">{note}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-lg font-semibold">{t("The last {count} weeks", { count: weeks.length })}</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <WeekChart
          title={t("Properties posted per week")}
          description={t("New listings from owners, clients and agents.")}
          weeks={series("properties")}
          barClass="bg-brand-600"
        />
        <WeekChart
          title={t("Contact messages per week")}
          description={t("Messages sent through the contact form.")}
          weeks={series("contacts")}
          barClass="bg-accent-500"
        />
        <WeekChart
          title={t("Sign-ups per week")}
          description={t("New accounts.")}
          weeks={series("signUps")}
          barClass="bg-sky-600"
        />
      </div>
      <AdminImports imports={imports} />
      <JobQueue jobs={jobs} />
    </section>
  );
}

/** The job queue's health: when each scheduled job last ran, and what failed. */
function JobQueue({ jobs }: { jobs: JobHealth[] | null }) {
  const { t, locale } = useI18n();
  const done = useActionData<typeof action>();
  const jobWhen = (name: string) => {
    const label = JOB_LABELS[name];
    return label ? t(label.when) : undefined;
  };
  return (
    <section aria-labelledby="jobs-title" className="mt-10" data-testid="job-health">
      <h2 id="jobs-title" className="text-lg font-semibold">
        {t("Scheduled jobs")}
      </h2>
      {jobs ? (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <ColumnHeads
              columns={[t("Job"), t("Last run"), t("Failures (7 days)"), t("Waiting")]}
              className="bg-slate-50 text-slate-600"
              cellClassName="px-4 py-2 font-semibold"
            />
            <tbody className="divide-y divide-slate-100">
              {jobs.map((job) => (
                <tr key={job.name}>
                  <th scope="row" className="px-4 py-2 font-medium">
                    {t(JOB_LABELS[job.name]?.name ?? job.name)}
                    <span className="block font-normal text-slate-600">{jobWhen(job.name)}</span>
                  </th>
                  <td className="px-4 py-2">{job.lastRun ? formatDateTime(job.lastRun, locale) : t("Not yet")}</td>
                  <td className={`px-4 py-2 ${job.failures ? "font-semibold text-red-800" : ""}`}>
                    {job.failures}
                    {job.lastFailure ? ` ${t("(last {date})", { date: formatDateTime(job.lastFailure, locale) })}` : ""}
                  </td>
                  <td className="px-4 py-2">{job.queued}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-slate-600">{t("The job queue is not running (JOBS=0 in every server process).")}</p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value="locality-prices"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
        >
          {t("Work out locality prices now")}
        </button>
        <FormMessage
          tone="success"
          message={
            done
              ? t("Locality prices worked out for this month: {published} figures published of {groups}.", done.prices)
              : null
          }
        />
      </Form>
    </section>
  );
}
