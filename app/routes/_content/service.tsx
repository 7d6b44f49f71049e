import { Link } from "react-router";
import { ArrowRight } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { listServices } from "#app/modules/content/content.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { priceRangeIn } from "#app/modules/text/amount";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("Our services"),
  msg("Plots, commercial property, homes to rent, leases and PG rooms: how we help you buy, rent or lease."),
);

export async function loader({ request }: Route.LoaderArgs) {
  return { services: await listServices(localeOf(request)) };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <>
      <PageHeader
        eyebrow={t("Services")}
        title={t("Our services")}
        lead={t(
          "Buying, renting or leasing, for a family or for a business: five ways we can help, each with a team that does only that.",
        )}
      />
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li
              key={service.slug}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-500"
            >
              <h2
                className="text-xl font-bold tracking-tight"
                lang={service.lang === locale ? undefined : service.lang}
              >
                {service.title}
              </h2>
              <p className="mt-1 text-sm font-semibold text-brand-700">{priceRangeIn(service.priceRange, locale)}</p>
              <p className="mt-3 flex-1 text-slate-700" lang={service.lang === locale ? undefined : service.lang}>
                {service.description}
              </p>
              <p className="mt-3 text-sm text-slate-600" lang={service.lang === locale ? undefined : service.lang}>
                {service.location}
              </p>
              <Link
                to={`/services/${service.slug}`}
                aria-label={t("Read more about {name}", { name: service.title })}
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none"
              >
                {t("Read more")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
