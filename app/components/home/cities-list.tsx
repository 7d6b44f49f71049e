import { Link } from "react-router";
import { CITY_IMAGES } from "#app/assets/cities/images";
import { MapPin } from "#app/components/icons";
import { srcOf, srcSetOf } from "#app/components/responsive-image";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { BandHeading } from "./band-heading";

const CITIES = [
  {
    city: "Lucknow",
    picture: "lucknow",
    text: msg("Our home city: plots on Faizabad Road and Sultanpur Road, flats in Gomti Nagar Extension."),
  },
  {
    city: "Kanpur",
    picture: "kanpur",
    text: msg("Houses and plots around Kalyanpur, and industrial land near Panki along the new expressway."),
  },
  {
    city: "Varanasi",
    picture: "varanasi",
    text: msg("Quiet colonies between the Ring Road and Babatpur, a short drive from the ghats."),
  },
] as const;

/** Three cities, each leading to its project page. */
export function CitiesList() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cities-title" className="container-page py-16">
      <BandHeading
        id="cities-title"
        title={t("Cities we work in")}
        lead={t("We know these cities street by street, and we visit every project before we list it.")}
      />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CITIES.map(({ city, picture, text }) => {
          const sources = CITY_IMAGES.pictures.find((p) => p.name === picture)?.sources ?? [];
          return (
            <li key={city} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <img
                src={srcOf(sources, 480)}
                srcSet={srcSetOf(sources)}
                sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                width={CITY_IMAGES.width}
                height={CITY_IMAGES.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="p-5">
                <h3 className="flex items-center gap-2 text-xl font-semibold">
                  <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                  {t(city)}
                </h3>
                <p className="mt-2 text-slate-600">{t(text)}</p>
                <Link to={`/project/${city}`} className="button-primary mt-4 inline-flex px-4 py-2">
                  {t("Contact us about {city} projects", { city: t(city) })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
