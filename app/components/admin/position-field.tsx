import { useEffect, useId, useRef, useState } from "react";
import { TextField } from "#app/components/forms";
import { useMapTiles } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { CITY_CENTRES } from "#app/modules/listing-core/location";
import { formatPoint, parsePoint } from "#app/modules/listing-core/pin";

/** How close the map opens: on the point already typed, or on the whole city. */
const POINT_ZOOM = 15;
const CITY_ZOOM = 11;

/**
 * A position on the admin desk (decision 058): one field that takes what a map's "copy
 * coordinates" gives ("26.8873, 80.9962", "26.8873° N, 80.9962° E"), or a click on a map
 * opened beside it, on the city chosen in the same form (its `city` select).
 */
export function PositionField({ defaultValue, hint }: { defaultValue?: string; hint?: string }) {
  const { t } = useI18n();
  const id = useId();
  const tiles = useMapTiles();
  const wrapper = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = box.current;
    const input = wrapper.current?.querySelector<HTMLInputElement>('input[name="position"]');
    if (!open || !element || !input) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const city = input.form?.querySelector<HTMLSelectElement>('select[name="city"]')?.value ?? "Lucknow";
    const typed = parsePoint(input.value);
    const view = typed
      ? { ...typed, zoom: POINT_ZOOM }
      : { ...(CITY_CENTRES[city as keyof typeof CITY_CENTRES] ?? CITY_CENTRES.Lucknow), zoom: CITY_ZOOM };
    void import("#app/components/listing-core/leaflet-map").then(({ pickPin }) => {
      if (cancelled) return;
      const map = pickPin(element, view, typed, tiles, {
        onPlace: (point) => {
          input.value = formatPoint(point);
          map.pinAt(point);
        },
        onMoved: () => {},
      });
      stop = map.stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, tiles]);

  return (
    <div ref={wrapper}>
      <TextField
        label={t("Position (latitude, longitude)")}
        name="position"
        defaultValue={defaultValue}
        placeholder="26.8873, 80.9962"
        inputMode="text"
        autoComplete="off"
        required
        hint={hint ?? t("Paste it from a map, or click the map below.")}
      />
      {open ? (
        <section
          id={`${id}-map`}
          ref={box}
          aria-label={t("Map: click where it is")}
          className="mt-2 h-56 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
          data-testid="position-map"
        />
      ) : (
        <button type="button" onClick={() => setOpen(true)} className="button-outline mt-2 px-3 py-1.5 text-sm">
          {t("Choose on the map")}
        </button>
      )}
    </div>
  );
}
