import { data, Form, Link, redirect, useNavigation } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { verifyMobileHref } from "#app/components/account/verify-mobile-link";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { ImportCard } from "#app/components/properties/import/import-card";
import { ImportList } from "#app/components/properties/import/import-list";
import { IMPORT_LIMITS } from "#app/config/limits";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { pathIn } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { IMPORT_BOUNDS, recentImports } from "#app/modules/properties/import/import-page.server";
import { previewImport } from "#app/modules/properties/import/preview.server";
import { FILE_MESSAGES } from "#app/modules/properties/import/read-file.server";
import { mustVerifyMobile } from "#app/modules/properties/posting/post.server";
import { CONTACT_OWNER_MESSAGES, POSTER_MESSAGES } from "#app/modules/properties/words";
import type { Route } from "./+types/upload";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Import listings"),
  msg("Bring many listings at once from a spreadsheet."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { verifyMobile: mustVerifyMobile(user), imports: await recentImports(user.id), bounds: IMPORT_BOUNDS };
}

const NO_FILE = msg("Choose a CSV or Excel file to import.");

/** The file is read and checked, and kept as a preview; nothing is posted until the poster confirms. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const translator = serverTranslator(locale);
  if (mustVerifyMobile(user)) return data({ message: translator.t(POSTER_MESSAGES.verifyMobileFirst) }, 403);
  const form = await request.formData();
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ message: translator.t(NO_FILE) }, 400);
  // Bounded before anything reads it.
  if (file.size > IMPORT_LIMITS.fileBytes)
    return data({ message: translator.t(FILE_MESSAGES.tooLarge, { kb: IMPORT_BOUNDS.kb }) }, 413);
  const answer = await previewImport(
    user.id,
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    form.get("full") === "on",
    translator,
  );
  if (!answer.ok) return data({ message: answer.message }, 400);
  // Within the page's language: React Router puts the Hindi basename before it.
  throw redirect(`/profile/import/${answer.importId}`);
}

const BUTTON = "button-primary px-4 py-2 disabled:opacity-60";

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function ImportUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { bounds } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Import listings")}
        lead={t(
          "Bring many listings at once from a spreadsheet: we check every row as the posting form does and show you what will happen before anything is posted.",
        )}
      />
      <div className="container-page max-w-3xl space-y-8 py-10">
        {loaderData.verifyMobile ? (
          <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p>{t(POSTER_MESSAGES.verifyMobileFirst)}</p>
            <Link
              to={verifyMobileHref("/profile/import")}
              className="mt-2 inline-block font-semibold text-brand-800 underline"
            >
              {t(CONTACT_OWNER_MESSAGES.verifyMobile)}
            </Link>
          </div>
        ) : null}
        <ImportCard id="template-title" title={t("1. Fill in the template")}>
          <p className="mt-2 text-slate-700">
            {t(
              "One row per listing, one column per question of the posting form. Give each row your own reference: the same reference later updates that listing instead of adding another. Put photo addresses (https://…) in the last column, separated by spaces.",
            )}
          </p>
          <FileLinks
            links={[
              { href: pathIn("en", TEMPLATE), label: t("Template with English headings (CSV)") },
              { href: pathIn("en", `${TEMPLATE}&format=xlsx`), label: t("Template with English headings (Excel)") },
              { href: pathIn("hi", TEMPLATE), label: t("Template with Hindi headings (CSV)") },
              { href: pathIn("hi", `${TEMPLATE}&format=xlsx`), label: t("Template with Hindi headings (Excel)") },
            ]}
          />
          <p className="mt-2 text-sm text-slate-600">
            {t(
              "Save it from Excel as CSV UTF-8 or as an Excel workbook (.xlsx). At most {kb} KB, {rows} rows and {photos} photos a row.",
              bounds,
            )}
          </p>
        </ImportCard>
        <ImportCard id="upload-title" title={t("2. Send the file for a preview")}>
          <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4">
            <label className="grid min-w-0 gap-1 font-medium">
              {t("Your file (.csv or .xlsx)")}
              <input
                type="file"
                name="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="w-full min-w-0 max-w-full rounded-lg border border-slate-300 p-2 text-sm"
              />
            </label>
            <label className="flex items-start gap-2">
              <input type="checkbox" name="full" className="mt-1 size-4" />
              <span className="min-w-0">
                {t(
                  "This file holds all my listings: pause my imported listings that are not in it (the preview lists how many).",
                )}
              </span>
            </label>
            <div>
              <button type="submit" className={BUTTON} disabled={busy || loaderData.verifyMobile}>
                {busy ? t("Checking the file…") : t("Preview")}
              </button>
            </div>
            <FormMessage message={actionData?.message} tone="error" />
          </Form>
        </ImportCard>
        {loaderData.imports.length ? <ImportList imports={loaderData.imports} locale={locale} /> : null}
        <ImportCard id="export-title" title={t("Your listings and leads, for your spreadsheet")}>
          <p className="mt-2 text-slate-700">
            {t(
              "Every listing you posted, with your reference where an import gave one, and every lead they brought: enquiries, conversations and site visits.",
            )}
          </p>
          <FileLinks
            links={[
              { href: pathIn(locale, "/profile/import/file?kind=listings"), label: t("My listings (CSV)") },
              {
                href: pathIn(locale, "/profile/import/file?kind=listings&format=xlsx"),
                label: t("My listings (Excel)"),
              },
              { href: pathIn(locale, "/profile/import/file?kind=leads"), label: t("My leads (CSV)") },
              { href: pathIn(locale, "/profile/import/file?kind=leads&format=xlsx"), label: t("My leads (Excel)") },
            ]}
          />
        </ImportCard>
        <ImportCard id="api-title" title={t("Connect your CRM")}>
          <p className="mt-2 text-slate-700">
            {t(
              "Your CRM can send listings by your reference, remove them and read what we hold, with a key of yours: every listing passes the same checks as a row of a file. And it can receive the leads on your imported listings.",
            )}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/profile/import/keys" className="font-semibold text-brand-800 underline">
                {t("API keys")}
              </Link>
            </li>
            <li>
              <Link to="/profile/import/webhook" className="font-semibold text-brand-800 underline">
                {t("Leads to your CRM")}
              </Link>
            </li>
            <li>
              <Link to="/profile/import/feed" className="font-semibold text-brand-800 underline">
                {t("Nightly feed")}
              </Link>
            </li>
          </ul>
        </ImportCard>
      </div>
    </>
  );
}

const TEMPLATE = "/profile/import/file?kind=template";

/** Files to download, side by side. */
function FileLinks({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-3">
      {links.map(({ href, label }) => (
        <li key={href}>
          <a className="font-semibold text-brand-800 underline" href={href} download>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
