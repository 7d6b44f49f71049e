import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { ActionButton } from "#app/components/actions";
import { PhotoGallery } from "#app/components/content/photo-gallery";
import { Bath, BedDouble, Heart, Images, MapPin, Ruler, Search } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { srcOf, srcSetOf } from "#app/components/responsive-image";
import {
  LUXURY_LISTINGS,
  LUXURY_PHOTO_SIZE,
  type LuxuryListing,
  searchLuxuryListings,
} from "#app/modules/content/luxury-listings";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { formatArea } from "#app/modules/text/area";
import { formatPrice } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/buy";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, {
    title: t("Luxury homes to buy"),
    description: t("A villa, a penthouse and a heritage bungalow in Lucknow and Kanpur, hand-picked by our team."),
  });
};

/** Prices and areas worded on the server: the page's browser code needs no formatting. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return {
    figures: Object.fromEntries(
      LUXURY_LISTINGS.map((listing) => [
        listing.id,
        { price: formatPrice(listing.price, { locale }), area: formatArea(listing.area, "sqft", Number.NaN, locale) },
      ]),
    ),
  };
}

const FAVOURITES_KEY = "awadh-estates:buy-favourites";

/** Favourites live in this browser only (localStorage), and survive a reload. */
function useFavourites() {
  const [favourites, setFavourites] = useState<string[]>([]);
  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? "[]");
      if (Array.isArray(stored)) setFavourites(stored.filter((id): id is string => typeof id === "string"));
    } catch {
      // A damaged entry starts an empty list.
    }
  }, []);
  function toggle(id: string) {
    setFavourites((current) => {
      const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
      try {
        window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
      } catch {
        // Storage can be full or blocked; the toggle still works for this visit.
      }
      return next;
    });
  }
  return { favourites, toggle };
}

export default function Buy({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  const { t, plural } = useI18n();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(searchParams.get("q") ?? "");
  const [gallery, setGallery] = useState<{ listing: LuxuryListing; index: number } | null>(null);
  const { favourites, toggle } = useFavourites();
  const results = searchLuxuryListings(LUXURY_LISTINGS, query, t);

  return (
    <>
      <PageHeader
        eyebrow={t("Hand-picked homes")}
        title={t("Luxury homes to buy")}
        lead={t(
          "Three exceptional homes our team has visited, photographed and verified. Call us to arrange a private viewing.",
        )}
      >
        {/* A plain GET form: the search works before JavaScript loads, then filters as you type. */}
        <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="buy-search" className="sr-only">
            {t("Search by title or location")}
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id="buy-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("Search by title or location")}
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
            />
          </div>
          <ActionButton>{t("Search")}</ActionButton>
        </Form>
      </PageHeader>

      <div className="container-page py-12">
        <p className="text-slate-600" aria-live="polite">
          {results.length === 0
            ? t('No homes match "{query}". Try a city or a word from the title.', { query: query.trim() })
            : plural(results.length, COUNTS.homes)}
        </p>
        <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {results.map((listing, position) => {
            const cover = listing.photos[0];
            const favourite = favourites.includes(listing.id);
            return (
              <li
                key={listing.id}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <div className="relative">
                  <button
                    type="button"
                    onClick={() => setGallery({ listing, index: 0 })}
                    className="group block w-full"
                    aria-label={t("View {count} photos of {title}", {
                      count: listing.photos.length,
                      title: t(listing.title),
                    })}
                  >
                    {cover ? (
                      <img
                        src={srcOf(cover.sources, 960)}
                        srcSet={srcSetOf(cover.sources)}
                        sizes="(min-width: 1024px) 26rem, (min-width: 768px) 50vw, 100vw"
                        width={LUXURY_PHOTO_SIZE.width}
                        height={LUXURY_PHOTO_SIZE.height}
                        alt=""
                        loading={position === 0 ? "eager" : "lazy"}
                        className="aspect-[8/5] w-full object-cover transition group-hover:opacity-90"
                      />
                    ) : null}
                    <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white">
                      <Images aria-hidden="true" className="size-4" />
                      {plural(listing.photos.length, COUNTS.photos)}
                    </span>
                  </button>
                  <button
                    type="button"
                    onClick={() => toggle(listing.id)}
                    aria-pressed={favourite}
                    aria-label={t("Favourite: {title}", { title: t(listing.title) })}
                    className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
                  >
                    <Heart
                      aria-hidden="true"
                      className={`size-6 ${favourite ? "fill-red-600 text-red-600" : "text-slate-700"}`}
                    />
                  </button>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-xl font-bold tracking-tight">{t(listing.title)}</h2>
                  <p className="mt-1 flex items-center gap-1.5 text-slate-600">
                    <MapPin aria-hidden="true" className="size-4" />
                    {t(listing.location)}
                  </p>
                  <p className="mt-3 text-2xl font-extrabold text-brand-700">{figures[listing.id]?.price}</p>
                  <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                    <li className="flex items-center gap-1.5">
                      <BedDouble aria-hidden="true" className="size-4" />
                      {t("{count} bedrooms", { count: listing.bedrooms })}
                    </li>
                    <li className="flex items-center gap-1.5">
                      <Bath aria-hidden="true" className="size-4" />
                      {t("{count} bathrooms", { count: listing.bathrooms })}
                    </li>
                    <li className="flex items-center gap-1.5">
                      <Ruler aria-hidden="true" className="size-4" />
                      {figures[listing.id]?.area}
                    </li>
                  </ul>
                  <p className="mt-3 flex-1 text-slate-700">{t(listing.summary)}</p>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {listing.features.map((feature) => (
                      <li
                        key={feature}
                        className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                      >
                        {t(feature)}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      <PhotoGallery
        title={gallery ? t(gallery.listing.title) : ""}
        photos={gallery?.listing.photos ?? []}
        size={LUXURY_PHOTO_SIZE}
        index={gallery ? gallery.index : null}
        onIndexChange={(index) => setGallery((current) => (current ? { ...current, index } : current))}
        onClose={() => setGallery(null)}
      />
    </>
  );
}
