import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import {
  EXPORT_FORMATS,
  type ExportFormat,
  exportFile,
  leadsFile,
  listingsFile,
} from "#app/modules/properties/import/export.server";
import { refusalsFile, resultsFile, templateRows } from "#app/modules/properties/import/import-page.server";
import type { Route } from "./+types/file";

/** A file to download, never kept by a cache: it is the poster's own. */
function download(body: string | Buffer, name: string, type: string = EXPORT_FORMATS.csv): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * An import's files, in the page's language (/hi/… for Hindi): the template as CSV or Excel (its
 * headers made from the listing declaration), an import's refused rows, its results; and the poster's
 * listings and leads to take back to a spreadsheet or CRM. Only the poster's own.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  const id = url.searchParams.get("id") ?? "";
  const format: ExportFormat = url.searchParams.get("format") === "xlsx" ? "xlsx" : "csv";
  if (kind === "template")
    return download(
      await exportFile(templateRows(locale), format),
      `listings-template-${locale}.${format}`,
      EXPORT_FORMATS[format],
    );
  if (kind === "listings" || kind === "leads") {
    const rows = await (kind === "listings" ? listingsFile : leadsFile)(user.id, locale, url.origin);
    return download(await exportFile(rows, format), `my-${kind}.${format}`, EXPORT_FORMATS[format]);
  }
  const body =
    kind === "refusals"
      ? await refusalsFile(user.id, id, locale)
      : kind === "results"
        ? await resultsFile(user.id, id, locale, url.origin)
        : null;
  if (body === null) throw new Response("Not found", { status: 404 });
  return download(body, `import-${kind}.csv`);
}
