import { useEffect, useRef, useState } from "react";
import { useMapTiles } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Point } from "#app/modules/listing-core/location";
import type { PinMap } from "./leaflet-map";

/**
 * The wizard's "where exactly is it" (decision 050): a map opened on request, centred on the
 * chosen locality, with a pin the poster drags (or clicks to, or moves the map under and
 * places at its centre from the keyboard). The pin's point goes with the form; without it
 * (no JavaScript, or never opened) the listing stands at its locality's centre, approximately.
 */
export function PinPicker({ city, locality }: { city: string; locality: string }) {
  const { t } = useI18n();
  const tiles = useMapTiles();
  const box = useRef<HTMLElement>(null);
  const map = useRef<PinMap | null>(null);
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState<Point | null>(null);
  const [showExact, setShowExact] = useState(false);
  // Whether the map has opened: "Opening the map…" is said only until it has (B7).
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    let cancelled = false;
    const params = new URLSearchParams({ city, locality });
    void Promise.all([
      import("./leaflet-map"),
      fetch(`/resources/locality-centre?${params}`).then((response) => (response.ok ? response.json() : null)),
    ]).then(([{ pickPin }, centre]: [typeof import("./leaflet-map"), Point | null]) => {
      if (cancelled || !centre) return;
      map.current = pickPin(element, centre, tiles, setPin);
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.current?.stop();
      map.current = null;
      setReady(false);
    };
  }, [open, city, locality, tiles]);

  return (
    <fieldset className="sm:col-span-2" data-testid="pin-picker">
      <legend className="text-sm font-semibold text-ink">{t("Where exactly is it?")}</legend>
      <p className="mt-1 text-sm text-slate-600">
        {t("Without a pin, the locality's centre is used, and visitors are told the position is approximate.")}
      </p>
      {pin ? (
        <>
          <input type="hidden" name="latitude" value={pin.latitude.toFixed(6)} />
          <input type="hidden" name="longitude" value={pin.longitude.toFixed(6)} />
        </>
      ) : null}
      {open ? (
        <>
          <section
            ref={box}
            aria-label={t("Map for the pin: drag the pin, click the map, or move the map with the arrow keys")}
            className="mt-3 h-72 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            data-testid="pin-map"
          />
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <button
              type="button"
              onClick={() => map.current?.pinAtCentre()}
              className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("Put the pin at the map's centre")}
            </button>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="showExactLocation"
                checked={showExact}
                onChange={(event) => setShowExact(event.target.checked)}
                className="size-4"
              />
              {t("Show visitors the exact pin (otherwise they see a circle of about 500 m)")}
            </label>
          </div>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="pin-state">
            {pin
              ? t("Pin placed.")
              : ready
                ? t("Drag the pin, or click the map where the property is.")
                : t("Opening the map…")}
          </p>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={!city}
          className="mt-3 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
        >
          {t("Place a pin on the map")}
        </button>
      )}
    </fieldset>
  );
}
