import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { leadsFile, listingsFile } from "#app/modules/properties/import/export.server";
import { refusalsFile, resultsFile, templateFile } from "#app/modules/properties/import/import-page.server";
import type { Route } from "./+types/file";

function csv(body: string, name: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * An import's files, in the page's language (/hi/… for Hindi): the template (its headers made
 * from the listing declaration), an import's refused rows, its results; and the poster's
 * listings and leads to take back to a spreadsheet or CRM. Only the poster's own.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  const id = url.searchParams.get("id") ?? "";
  if (kind === "template") return csv(templateFile(locale), `listings-template-${locale}.csv`);
  if (kind === "listings") return csv(await listingsFile(user.id, locale, url.origin), "my-listings.csv");
  if (kind === "leads") return csv(await leadsFile(user.id, locale, url.origin), "my-leads.csv");
  const body =
    kind === "refusals"
      ? await refusalsFile(user.id, id, locale)
      : kind === "results"
        ? await resultsFile(user.id, id, locale, url.origin)
        : null;
  if (body === null) throw new Response("Not found", { status: 404 });
  return csv(body, `import-${kind}.csv`);
}
