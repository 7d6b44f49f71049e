import { data } from "react-router";
import { MissingOfferPage, OfferPage } from "#app/components/content/offer-page";
import { findCityPage, listCityPages } from "#app/modules/content/content.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
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

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = await findCityPage(params.url, locale);
  if (!page) return data({ page: null, others: await listCityPages(locale) }, { status: 404 });
  return { page, others: [] };
}

export default function ProjectService({ loaderData }: Route.ComponentProps) {
  const { page, others } = loaderData;
  const { t, locale } = useI18n();
  if (!page) {
    return (
      <MissingOfferPage
        title={t("City page not found")}
        lead={t("We have no page at this address. It may have moved; these are the places we work in.")}
        links={others.map((other) => ({ to: `/ProjectService/${other.slug}`, label: other.title }))}
      />
    );
  }
  return (
    <OfferPage
      eyebrow={t(page.city)}
      title={page.title}
      ask={{ to: "/contact", label: t("Book a site visit") }}
      more={{ to: `/project/${page.city}`, label: t("Projects in {city}", { city: t(page.city) }) }}
      offer={page}
    >
      <h2 className="text-2xl font-bold tracking-tight">{t("About this area")}</h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700" lang={page.lang === locale ? undefined : page.lang}>
        {page.about}
      </p>
    </OfferPage>
  );
}
