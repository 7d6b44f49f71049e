import { useEffect, useRef, useState } from "react";
import { useMapTiles } from "#app/components/root-data";
import { Name } from "#app/components/words";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PublicPosition } from "#app/modules/listing-core/location";

/**
 * Where a listing is: a sentence that says how exact the position is, and a map that loads
 * its code and tiles only when the visitor opens it (decision 050: a page sends no map
 * JavaScript until then, and a phone on a slow connection spends nothing on it unasked).
 */
export function LocationMap({
  position,
  nearby = [],
  where,
}: {
  /** Null when the site does not know where it is (decision 058): the section says so, in words. */
  position: PublicPosition | null;
  /** "Nearest metro station", its name and kilometres, worded by the page's loader. */
  nearby?: Array<{ label: string; name: string; km: number }>;
  /** Where it is in words: its address and colony as typed, then its locality and city in the page's words. */
  where?: { typed: string; place: string };
}) {
  const { t } = useI18n();
  const tiles = useMapTiles();
  const box = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!open || !element || !position) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import("./leaflet-map").then(({ showPosition }) => {
      if (!cancelled) stop = showPosition(element, position, tiles);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, position, tiles]);
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="text-xl font-bold text-ink">
        {t("Location")}
      </h2>
      {where && (where.typed || where.place) ? (
        <p className="mt-2 text-slate-700" data-testid="location-words">
          {where.typed ? <Name>{where.typed}</Name> : null}
          {where.typed && where.place ? ", " : ""}
          {where.place}
        </p>
      ) : null}
      <p className="mt-2 text-slate-700" data-testid="location-precision">
        {!position
          ? t(
              "Its position on the map is not known yet: it is not shown on a map, in searches near you or with distances to places around it.",
            )
          : position.exact
            ? t("The exact location, as the owner shows it.")
            : t("Approximate location: the property is within {metres} m of the centre of the circle.", {
                metres: position.radiusMetres,
              })}
      </p>
      {position && nearby.length ? (
        <ul className="mt-3 space-y-1 text-slate-700" data-testid="nearby">
          {nearby.map((line) => (
            <li key={line.label}>
              <span className="font-semibold">{line.label}:</span> <Name>{line.name}</Name>,{" "}
              {t("{km} km in a straight line", { km: line.km.toFixed(1) })}
            </li>
          ))}
        </ul>
      ) : null}
      {!position ? null : open ? (
        <section
          ref={box}
          aria-label={t("Map of the location")}
          data-testid="location-map"
          className="mt-3 h-64 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        />
      ) : (
        <button type="button" onClick={() => setOpen(true)} className="button-outline mt-3 px-4 py-2 text-sm">
          {t("Show on the map")}
        </button>
      )}
    </section>
  );
}
