import { Link } from "react-router";
import { MapEmbed, mapLinkUrl } from "#app/components/content/map-embed";
import { ExternalLink, MapPin } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { SocialLinks } from "#app/components/social-links";
import { pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/city";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Cities we serve",
    description: "Plots, homes and commercial property in Lucknow, Kanpur, Noida and Varanasi.",
  });

const CITIES = [
  {
    name: "Lucknow",
    place: "Lucknow, Uttar Pradesh",
    page: "lucknow-faizabad-road",
    text: "Our head office is in Gomti Nagar. We sell plots along Faizabad Road and Sultanpur Road and flats across the new sectors of Gomti Nagar Extension.",
  },
  {
    name: "Kanpur",
    place: "Kanpur, Uttar Pradesh",
    page: "kanpur",
    text: "Residential plots and houses around Kalyanpur and IIT, and industrial land near Panki and along the Kanpur–Lucknow highway.",
  },
  {
    name: "Noida",
    place: "Noida, Uttar Pradesh",
    page: "noida",
    text: "Ready and under-construction apartments near the Aqua Line, and offices and shops along the Noida–Greater Noida Expressway.",
  },
  {
    name: "Varanasi",
    place: "Varanasi, Uttar Pradesh",
    page: "varanasi",
    text: "Quiet colonies between the Ring Road and the airport road, and land for homestays a short drive from the ghats.",
  },
] as const;

export default function City() {
  return (
    <>
      <PageHeader
        eyebrow="Where we work"
        title="Cities we serve"
        lead="Four cities, one team. We walk every site ourselves before a plot or a home appears on this website."
      />
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {CITIES.map((city) => (
            <li key={city.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
                <MapPin aria-hidden="true" className="size-6 text-brand-700" />
                {city.name}
              </h2>
              <p className="mt-3 flex-1 text-slate-700">{city.text}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link
                  to="/contact"
                  className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Contact us<span className="sr-only"> about {city.name}</span>
                </Link>
                <a
                  href={mapLinkUrl(city.place)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
                >
                  {city.name} on the map
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <Link
                  to={`/ProjectService/${city.page}`}
                  className="inline-flex items-center rounded-lg px-2 py-2 font-semibold text-brand-700 hover:underline"
                >
                  What we offer in {city.name}
                </Link>
              </div>
            </li>
          ))}
        </ul>

        <section aria-labelledby="city-map-title" className="mt-14">
          <h2 id="city-map-title" className="text-2xl font-bold tracking-tight">
            On the map
          </h2>
          <p className="mt-2 text-slate-600">
            All four cities lie along the Ganga and Gomti plains, within a day's drive of our Lucknow office.
          </p>
          <MapEmbed
            place="Uttar Pradesh, India"
            zoom={6}
            title="Map of Uttar Pradesh showing Lucknow, Kanpur, Noida and Varanasi"
            className="mt-4"
          />
        </section>

        <section aria-labelledby="city-social-title" className="mt-14">
          <h2 id="city-social-title" className="text-2xl font-bold tracking-tight">
            New launches first, on social media
          </h2>
          <SocialLinks className="mt-4" />
        </section>
      </div>
    </>
  );
}
