import { lazy, Suspense, useState } from "react";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { FieldView } from "#app/modules/listing-core/wizard-view";

// The map and its checks load when the poster opens it: the wizard's first step carries none
// of it (decision 023's budget), as the listing page's map does (decision 050).
const PinMapPanel = lazy(() => import("./pin-map-panel").then((module) => ({ default: module.PinMapPanel })));

export interface PinFieldProps {
  field: FieldView;
  city: string;
  locality: string;
  /** The pin as the form carries it ("26.87312,80.99621"), or "". */
  value: string;
  /** The poster's choice to show visitors the exact pin. */
  shown: boolean;
  onChange: (name: string, value: string) => void;
  error?: string;
}

/**
 * The wizard's "where exactly is it" (decisions 050, 058): the position field as the form
 * carries it (the point and the show-exactly checkbox, hidden inputs), and a button that opens
 * the pin map (pin-map-panel.tsx) once a city and locality are chosen. Without a pin the
 * listing stands at its locality's centre when the site knows it, else it has no position.
 */
export function PinPicker(props: PinFieldProps) {
  const { field, city, locality, value, shown, error } = props;
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const shownName = field.shownInput ?? "showExactLocation";
  const waiting = !city || !locality.trim();
  return (
    <fieldset className="sm:col-span-2" data-testid="pin-picker">
      <legend className="text-sm font-semibold text-ink">{field.label}</legend>
      {field.hint ? <p className="mt-1 text-sm text-slate-600">{field.hint}</p> : null}
      {value ? (
        <>
          <input type="hidden" name={field.name} value={value} />
          {shown ? <input type="hidden" name={shownName} value="on" /> : null}
        </>
      ) : null}
      {open ? (
        <Suspense
          fallback={
            <p className="mt-3 text-sm text-slate-600" aria-live="polite" data-testid="pin-state">
              {t("Opening the map…")}
            </p>
          }
        >
          <PinMapPanel {...props} />
        </Suspense>
      ) : (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            disabled={waiting}
            className="button-outline mt-3 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
          >
            {value ? t("Move the pin on the map") : t("Place a pin on the map")}
          </button>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="pin-state">
            {error ? (
              <span className="font-medium text-red-700">{error}</span>
            ) : waiting ? (
              t("Choose the city and the locality first: the map opens there.")
            ) : value ? (
              t("Pin placed.")
            ) : null}
          </p>
        </>
      )}
    </fieldset>
  );
}
