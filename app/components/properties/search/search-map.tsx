import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMapTiles } from "#app/components/root-data";
import type { City } from "#app/config/cities";
import { msgPlural } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type Box, CITY_CENTRES, formatBox, parseBox } from "#app/modules/listing-core/location";
import { COUNTS } from "#app/modules/text/plural";
import type { Marker, ResultsMap } from "../../listing-core/leaflet-map";

const ON_THE_MAP = msgPlural({ one: "{count} property on the map.", other: "{count} properties on the map." });
const NOT_ON_THE_MAP = msgPlural({
  one: "{count} property is not on the map: its position is not known.",
  other: "{count} properties are not on the map: their position is not known.",
});

/**
 * The search's map view (decision 050): the results as markers, clustered where they crowd,
 * each opening its card; moving the map offers "Search this area", which puts the visible
 * box in the URL (so the view can be shared and reopens as it was). Its code loads with the
 * view, never on the list.
 */
export function SearchMap({
  markers,
  box,
  city,
  total,
  unplaced = 0,
}: {
  markers: Marker[];
  box: string | null;
  city: City | undefined;
  total: number;
  /** Results without a known position (decision 058): counted, never drawn. */
  unplaced?: number;
}) {
  const { t, plural } = useI18n();
  const tiles = useMapTiles();
  const navigate = useNavigate();
  const location = useLocation();
  const element = useRef<HTMLElement>(null);
  const [moved, setMoved] = useState<Box | null>(null);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let cancelled = false;
    let shown: ResultsMap | undefined;
    setMoved(null);
    void import("../../listing-core/leaflet-map").then(({ showMarkers }) => {
      if (cancelled) return;
      shown = showMarkers(target, markers, tiles, {
        box: parseBox(box),
        fallback: CITY_CENTRES[city ?? "Lucknow"],
        viewLabel: t("{count} properties here: zoom in"),
        onMoved: setMoved,
      });
    });
    return () => {
      cancelled = true;
      shown?.stop();
    };
  }, [markers, box, city, tiles, t]);

  const searchArea = () => {
    if (!moved) return;
    const params = new URLSearchParams(location.search);
    params.set("bbox", formatBox(moved));
    params.delete("page");
    navigate(`${location.pathname}?${params}`);
  };

  return (
    <section aria-labelledby="search-map-title" className="mb-6">
      <h2 id="search-map-title" className="sr-only">
        {t("Map of the results")}
      </h2>
      <div className="relative">
        <section
          ref={element}
          aria-label={t("Map of the results: move it with the arrow keys, zoom with + and −")}
          data-testid="search-map"
          className="h-[26rem] overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
        />
        {moved ? (
          <button
            type="button"
            onClick={searchArea}
            className="absolute top-3 left-1/2 z-[500] -translate-x-1/2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
          >
            {t("Search this area")}
          </button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600" data-testid="map-note">
        {markers.length < total - unplaced
          ? t("The map shows the first {shown} of {total}: zoom in or add a filter to see the rest.", {
              shown: String(markers.length),
              total: plural(total - unplaced, COUNTS.properties),
            })
          : plural(markers.length, ON_THE_MAP)}
      </p>
      {unplaced ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="map-unplaced" data-count={unplaced}>
          {plural(unplaced, NOT_ON_THE_MAP)}
        </p>
      ) : null}
    </section>
  );
}
