import { Link } from "react-router";
import { ActionLink, Actions } from "#app/components/actions";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import { PropertyCard } from "#app/components/properties/property-card";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { parsePage } from "#app/modules/platform/pagination";
import { approvedProperties } from "#app/modules/properties/properties.server";
import { COUNTS } from "#app/modules/text/plural";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/listing-post";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("Listed properties"),
  msg("Every approved property, newest first."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const listed = await approvedProperties(page);
  return { ...listed, items: cardsForPage(listed.items, request) };
}

/** /listing-post: every approved property, newest first, a page at a time. */
export default function ListingPost({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pages } = loaderData;
  const { t, plural } = useI18n();
  return (
    <>
      <PageHeader
        title={t("Listed properties")}
        lead={t(
          "Every approved property, newest first. Each one was posted by its owner or agent and checked by our team.",
        )}
      >
        <Actions>
          <ActionLink to="/Search">{t("Search properties")}</ActionLink>
          <ActionLink to="/postproperty" look="other">
            {t("Post your property")}
          </ActionLink>
        </Actions>
      </PageHeader>
      <div className="container-page py-10">
        {items.length ? (
          <>
            <p className="text-slate-600" aria-live="polite">
              {plural(total, COUNTS.properties)}
              {pages > 1 ? ` · ${t("page {page} of {pages}", { page, pages })}` : ""}
            </p>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} detailed headingLevel="h2" />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pages} label={t("Pages of properties")} />
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {page > 1 ? t("There are no properties on this page.") : t("No approved listings.")}{" "}
            <Link
              to={page > 1 ? "/listing-post" : "/postproperty"}
              className="font-semibold text-brand-700 hover:underline"
            >
              {page > 1 ? t("Go to the first page") : t("Post your property for free")}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
