import { data, redirect } from "react-router";
import { MissingOfferPage, OfferPage } from "#app/components/content/offer-page";
import { findService, listServices } from "#app/modules/content/content.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/service-detail";

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData?.service;
  if (!service) {
    const { t } = metaI18n(args);
    return pageMeta(args, {
      title: t("Service not found"),
      description: t("The requested service does not exist."),
      noindex: true,
    });
  }
  return pageMeta(args, { title: service.title, description: service.description });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const found = await findService(params.serviceUrl, locale);
  // The footer's short links (/services/home and friends): see docs/decisions/005.
  if (found.kind === "alias") throw redirect(found.path, 301);
  if (found.kind === "missing") {
    return data({ service: null, others: await listServices(locale) }, { status: 404 });
  }
  return { service: found.service, others: [] };
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, others } = loaderData;
  const { t, locale } = useI18n();
  if (!service) {
    return (
      <MissingOfferPage
        title={t("Service not found!")}
        lead={t("The requested service does not exist.")}
        heading={t("These are the services we offer:")}
        links={others.map((other) => ({ to: `/services/${other.slug}`, label: other.title }))}
      />
    );
  }
  return (
    <OfferPage
      eyebrow={t("Our services")}
      title={service.title}
      ask={{ to: "/contact", label: t("Enquire about this service") }}
      more={{ to: "/service", label: t("All services") }}
      offer={service}
    >
      <p className="text-lg leading-relaxed text-slate-700" lang={service.lang === locale ? undefined : service.lang}>
        {service.description}
      </p>
    </OfferPage>
  );
}
