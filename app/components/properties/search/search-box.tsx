import { Form, useLocation, useNavigation } from "react-router";
import { Search as SearchIcon } from "#app/components/icons";
import { CITIES } from "#app/config/enums";
import { withoutLocale } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface SearchBoxProps {
  /** The id of the form every filter belongs to. */
  formId: string;
  q: string;
  city: string | undefined;
  cityLabel: string;
  view: "list" | "map";
  box: string | null;
}

/** The search box of /Search: the words, the city and the button, one GET form whose URL is the search. */
export function SearchBox({ formId, q, city, cityLabel, view, box }: SearchBoxProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useI18n();
  const searching =
    navigation.state === "loading" && withoutLocale(navigation.location.pathname).toLowerCase() === "/search";
  return (
    <Form id={formId} method="get" role="search" className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-[1fr_12rem_auto]">
      {/* A new search keeps the view and the map's area (its chip drops the area). */}
      {view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      {box ? <input type="hidden" name="bbox" value={box} /> : null}
      <div>
        <label htmlFor="search-q" className="sr-only">
          {t("Search by locality, BHK, budget, type or name")}
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            // Anew after each search: what the box understood moved to the chips.
            key={location.search}
            maxLength={100}
            placeholder={t("3 BHK under 60 lakh in Gomti Nagar")}
            className="block w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
          />
        </div>
      </div>
      <div>
        <label htmlFor="search-city" className="sr-only">
          {cityLabel}
        </label>
        <select
          id="search-city"
          name="city"
          defaultValue={city ?? ""}
          key={city ?? ""}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
        >
          <option value="">{t("All cities")}</option>
          {CITIES.map((option) => (
            <option key={option} value={option}>
              {t(option)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-primary px-6 py-3 disabled:opacity-70" disabled={searching}>
        {searching ? t("Searching...") : t("Search")}
      </button>
    </Form>
  );
}
