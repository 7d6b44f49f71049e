import { useEffect, useRef, useState } from "react";
import { useMapTiles } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { kmBetween, type Point } from "#app/modules/listing-core/location";
import { formatPoint, kmText, PIN_MESSAGES, parsePoint } from "#app/modules/listing-core/pin";
import type { PinMap } from "./leaflet-map";
import type { PinFieldProps } from "./pin-picker";

/** Where the map opens, as /resources/locality-centre answers (decision 058). */
interface MapStart {
  found: boolean;
  /** The locality's name on the list, when it is there, and its Hindi name. */
  name?: string;
  nameHi?: string;
  latitude?: number;
  longitude?: number;
  /** How far from the locality's centre a pin may lie (km). */
  reachKm?: number;
  /** How far from the city a pin may lie (km), and where a map of the whole city opens. */
  cityKm: number;
  cityView: Point;
}

/** How close a map opens: on a locality's centre, or on the whole city to be zoomed into. */
const LOCALITY_ZOOM = 15;
const CITY_ZOOM = 11;

/**
 * The wizard's pin map, once the poster opens it (decisions 050, 058; loaded then, with the
 * map's code): on the chosen locality's centre, or on the whole city when the site does not
 * know where the locality is. A pin counts only when the poster put it there: a click on the
 * map, a drag, or (the keyboard's way) the map's centre after moving the map, or the
 * locality's centre itself once they say the property is there. A pin farther than the city
 * or the locality allows is refused at once, with the server's own message.
 */
export function PinMapPanel({ field, city, locality, value, shown, onChange, error }: PinFieldProps) {
  const { t, locale } = useI18n();
  const tiles = useMapTiles();
  const box = useRef<HTMLElement>(null);
  const map = useRef<PinMap | null>(null);
  const [start, setStart] = useState<MapStart | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const pin = parsePoint(value);
  const shownName = field.shownInput ?? "showExactLocation";
  // The latest pin, for the map's listeners (set up once per opening).
  const current = useRef(pin);
  current.current = pin;

  /** What is wrong with a pin here, in the server's words; null when it may stand. */
  const refusal = (point: Point, at: MapStart): string | null => {
    const fromCity = kmBetween(point, at.cityView);
    if (fromCity > at.cityKm) return t(PIN_MESSAGES.outsideCity, { km: kmText(fromCity), city: t(city) });
    if (at.found && at.latitude !== undefined && at.longitude !== undefined && at.reachKm !== undefined) {
      const fromCentre = kmBetween(point, { latitude: at.latitude, longitude: at.longitude });
      if (fromCentre > at.reachKm)
        return t(PIN_MESSAGES.outsideLocality, {
          km: kmText(fromCentre),
          locality: localityLabel(at, locality, locale),
        });
    }
    return null;
  };

  const place = (point: Point, at: MapStart | null) => {
    setAsking(false);
    const refused = at ? refusal(point, at) : null;
    if (refused) {
      setProblem(refused);
      // The pin goes back where it stood (or away): a refused point is never sent.
      map.current?.pinAt(current.current);
      return;
    }
    setProblem(null);
    map.current?.pinAt(point);
    onChange(field.name, formatPoint(point));
  };
  const placeRef = useRef(place);
  placeRef.current = place;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const params = new URLSearchParams({ city, locality });
    void Promise.all([
      import("./leaflet-map"),
      fetch(`/resources/locality-centre?${params}`).then((response) => (response.ok ? response.json() : null)),
    ]).then(([{ pickPin }, answer]: [typeof import("./leaflet-map"), MapStart | null]) => {
      if (cancelled || !answer) return;
      setStart(answer);
      const view =
        answer.found && answer.latitude !== undefined && answer.longitude !== undefined
          ? { latitude: answer.latitude, longitude: answer.longitude, zoom: LOCALITY_ZOOM }
          : { ...answer.cityView, zoom: CITY_ZOOM };
      map.current = pickPin(element, view, current.current, tiles, {
        onPlace: (point) => placeRef.current(point, answer),
        onMoved: () => setAsking(false),
      });
    });
    return () => {
      cancelled = true;
      map.current?.stop();
      map.current = null;
      setStart(null);
    };
  }, [city, locality, tiles]);

  /** The keyboard's way: the map's centre, once the poster moved the map there (or confirms the locality's centre). */
  const pinAtCentre = () => {
    const opened = map.current;
    if (!opened || !start) return;
    if (opened.moved()) return place(opened.centre(), start);
    if (start.found) return setAsking(true);
    setProblem(t("Move the map to the property first: drag it, or use the arrow keys, then put the pin."));
  };

  const placeName = localityLabel(start, locality, locale);
  return (
    <>
      {start && !start.found ? (
        <p className="mt-2 text-sm text-amber-800" data-testid="pin-unknown-locality">
          {t(
            "We do not know where {locality} is yet, so the map shows all of {city}: zoom in and click where the property is. Without a pin, the listing is shown without a map position until our team places {locality}.",
            { locality: placeName, city: t(city) },
          )}
        </p>
      ) : null}
      <section
        ref={box}
        aria-label={t("Map for the pin: drag the pin, click the map, or move the map with the arrow keys")}
        className="mt-3 h-72 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        data-testid="pin-map"
      />
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={pinAtCentre}
          disabled={!start}
          className="button-outline px-3 py-1.5 text-sm disabled:opacity-50"
        >
          {t("Put the pin at the map's centre")}
        </button>
        {pin ? (
          <button
            type="button"
            onClick={() => {
              setProblem(null);
              map.current?.pinAt(null);
              onChange(field.name, "");
              onChange(shownName, "");
            }}
            className="text-sm font-semibold text-slate-700 underline hover:text-ink"
          >
            {t("Remove the pin")}
          </button>
        ) : null}
      </div>
      {asking && start?.found ? (
        <CentreConfirm
          placeName={placeName}
          onYes={() => {
            const centre = map.current?.centre();
            if (centre) place(centre, start);
          }}
          onNo={() => setAsking(false)}
        />
      ) : null}
      {pin ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={shown}
            onChange={(event) => onChange(shownName, event.target.checked ? "on" : "")}
            className="size-4"
          />
          {t("Show visitors the exact pin (otherwise they see a circle of about 500 m)")}
        </label>
      ) : null}
      <PinState problem={problem ?? error} placed={Boolean(pin)} opened={Boolean(start)} />
    </>
  );
}

/** The locality as the map's words name it: the list's name (in Hindi on a Hindi page when the list has it), else as typed. */
function localityLabel(start: MapStart | null, typed: string, locale: string): string {
  return (locale === "hi" && start?.nameHi) || start?.name || typed.trim();
}

/** "Is the property right there?", when the pin is asked for at a locality's centre the map has not left. */
function CentreConfirm({ placeName, onYes, onNo }: { placeName: string; onYes: () => void; onNo: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-ink" data-testid="pin-confirm">
      <p>
        {t("The map has not moved: its centre is the centre of {locality}. Is the property right there?", {
          locality: placeName,
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <button type="button" onClick={onYes} className="button-primary px-3 py-1.5">
          {t("Yes, the property is here")}
        </button>
        <button
          type="button"
          onClick={onNo}
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-ink hover:bg-white"
        >
          {t("No, I will move the map")}
        </button>
      </div>
    </div>
  );
}

/** The pin's state, said as it changes: what is wrong with it, or whether there is one. */
function PinState({
  problem,
  placed,
  opened,
}: {
  problem: string | null | undefined;
  placed: boolean;
  opened: boolean;
}) {
  const { t } = useI18n();
  return (
    <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="pin-state">
      {problem ? (
        <span className="font-medium text-red-700">{problem}</span>
      ) : placed ? (
        t("Pin placed.")
      ) : opened ? (
        t("No pin yet: click the map where the property is.")
      ) : (
        t("Opening the map…")
      )}
    </p>
  );
}
