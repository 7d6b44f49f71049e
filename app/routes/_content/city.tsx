import { Link } from "react-router";
import { MapEmbed, mapLinkUrl } from "#app/components/content/map-embed";
import { ExternalLink, MapPin } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { SocialLinks } from "#app/components/social-links";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/city";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, {
    title: t("Cities we serve"),
    description: t("Plots, homes and commercial property in Lucknow, Kanpur, Noida and Varanasi."),
  });
};

const CITIES = [
  {
    name: "Lucknow",
    place: "Lucknow, Uttar Pradesh",
    page: "lucknow-faizabad-road",
    text: msg(
      "Our head office is in Gomti Nagar. We sell plots along Faizabad Road and Sultanpur Road and flats across the new sectors of Gomti Nagar Extension.",
    ),
  },
  {
    name: "Kanpur",
    place: "Kanpur, Uttar Pradesh",
    page: "kanpur",
    text: msg(
      "Residential plots and houses around Kalyanpur and IIT, and industrial land near Panki and along the Kanpur–Lucknow highway.",
    ),
  },
  {
    name: "Noida",
    place: "Noida, Uttar Pradesh",
    page: "noida",
    text: msg(
      "Ready and under-construction apartments near the Aqua Line, and offices and shops along the Noida–Greater Noida Expressway.",
    ),
  },
  {
    name: "Varanasi",
    place: "Varanasi, Uttar Pradesh",
    page: "varanasi",
    text: msg(
      "Quiet colonies between the Ring Road and the airport road, and land for homestays a short drive from the ghats.",
    ),
  },
] as const;

export default function City() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        eyebrow={t("Where we work")}
        title={t("Cities we serve")}
        lead={t("Four cities, one team. We walk every site ourselves before a plot or a home appears on this website.")}
      />
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {CITIES.map((city) => (
            <li key={city.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
                <MapPin aria-hidden="true" className="size-6 text-brand-700" />
                {t(city.name)}
              </h2>
              <p className="mt-3 flex-1 text-slate-700">{t(city.text)}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link
                  to="/contact"
                  aria-label={t("Contact us about {city}", { city: t(city.name) })}
                  className="button-primary px-4 py-2"
                >
                  {t("Contact us")}
                </Link>
                <a
                  href={mapLinkUrl(city.place)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="button-secondary inline-flex items-center gap-1.5 px-4 py-2"
                >
                  {t("{city} on the map", { city: t(city.name) })}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> {t("(opens in a new tab)")}</span>
                </a>
                <Link
                  to={`/ProjectService/${city.page}`}
                  className="inline-flex items-center rounded-lg px-2 py-2 font-semibold text-brand-700 hover:underline"
                >
                  {t("What we offer in {city}", { city: t(city.name) })}
                </Link>
              </div>
            </li>
          ))}
        </ul>

        <section aria-labelledby="city-map-title" className="mt-14">
          <h2 id="city-map-title" className="text-2xl font-bold tracking-tight">
            {t("On the map")}
          </h2>
          <p className="mt-2 text-slate-600">
            {t("All four cities lie along the Ganga and Gomti plains, within a day's drive of our Lucknow office.")}
          </p>
          <MapEmbed
            place="Uttar Pradesh, India"
            zoom={6}
            title={t("Map of Uttar Pradesh showing Lucknow, Kanpur, Noida and Varanasi")}
            className="mt-4"
          />
        </section>

        <section aria-labelledby="city-social-title" className="mt-14">
          <h2 id="city-social-title" className="text-2xl font-bold tracking-tight">
            {t("New launches first, on social media")}
          </h2>
          <SocialLinks className="mt-4" />
        </section>
      </div>
    </>
  );
}
