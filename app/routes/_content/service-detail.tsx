import { data, Link, redirect } from "react-router";
import { OfferDetails } from "#app/components/content/offer-details";
import { PageHeader } from "#app/components/page-header";
import { findService, listServices } from "#app/modules/content/content.server";
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

export async function loader({ params }: Route.LoaderArgs) {
  const found = await findService(params.serviceUrl);
  // The footer's short links (/services/home and friends): see docs/decisions/005.
  if (found.kind === "alias") throw redirect(found.path, 301);
  if (found.kind === "missing") {
    return data({ service: null, others: await listServices() }, { status: 404 });
  }
  return { service: found.service, others: [] };
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, others } = loaderData;
  const { t } = useI18n();
  if (!service) {
    return (
      <>
        <PageHeader title={t("Service not found!")} lead={t("The requested service does not exist.")} />
        <div className="container-page py-12">
          <h2 className="text-xl font-semibold">{t("These are the services we offer:")}</h2>
          <ul className="mt-4 space-y-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={`/services/${other.slug}`} className="font-semibold text-brand-700 hover:underline">
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
      <PageHeader eyebrow={t("Our services")} title={service.title} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <p className="text-lg leading-relaxed text-slate-700" lang="en">
            {service.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t("Enquire about this service")}
            </Link>
            <Link
              to="/service"
              className="rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
            >
              {t("All services")}
            </Link>
          </div>
        </div>
        <OfferDetails
          location={service.location}
          projectType={service.projectType}
          priceRange={service.priceRange}
          amenities={service.amenities}
        />
      </div>
    </>
  );
}
