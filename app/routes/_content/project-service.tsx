import { data, Link } from "react-router";
import { OfferDetails } from "#app/components/content/offer-details";
import { PageHeader } from "#app/components/page-header";
import { findCityPage, listCityPages } from "#app/modules/content/content.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/project-service";

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) {
    const { t } = metaI18n(args);
    return pageMeta(args, {
      title: t("City page not found"),
      description: t("We have no city page at this address."),
      noindex: true,
    });
  }
  return pageMeta(args, { title: page.title, description: page.about.slice(0, 160) });
};

export async function loader({ params }: Route.LoaderArgs) {
  const page = await findCityPage(params.url);
  if (!page) return data({ page: null, others: await listCityPages() }, { status: 404 });
  return { page, others: [] };
}

export default function ProjectService({ loaderData }: Route.ComponentProps) {
  const { page, others } = loaderData;
  const { t } = useI18n();
  if (!page) {
    return (
      <>
        <PageHeader
          title={t("City page not found")}
          lead={t("We have no page at this address. It may have moved; these are the places we work in.")}
        />
        <div className="container-page py-12">
          <ul className="space-y-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={`/ProjectService/${other.slug}`} className="font-semibold text-brand-700 hover:underline">
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow={t(page.city)} title={page.title} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{t("About this area")}</h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{page.about}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t("Book a site visit")}
            </Link>
            <Link
              to={`/project/${page.city}`}
              className="rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
            >
              {t("Projects in {city}", { city: t(page.city) })}
            </Link>
          </div>
        </div>
        <OfferDetails
          location={page.location}
          projectType={page.projectType}
          priceRange={page.priceRange}
          amenities={page.amenities}
        />
      </div>
    </>
  );
}
