import { localityName } from "#app/modules/i18n/place-names";
import { msg, type Translator, translator } from "#app/modules/i18n/translate";
import { filterOptionLabel } from "#app/modules/listing-core/fields";
import { AREA_UNITS } from "#app/modules/text/area";
import { formatPriceShort } from "#app/modules/text/format";
import { chosenValues, DECLARED_FILTERS, defaultSort, FILTER_ORDER, type SearchFilters, withChosen } from "./filters";
import { SORT_LABELS } from "./panel";
import { POSITION_FILTERS } from "./position-filters";

/** The order kept when a filter goes, unless it meant nothing without it (nearest first without a point). */
const defaultSortOr = (without: SearchFilters, sort: SearchFilters["sort"]) =>
  sort === "distance" && !without.near ? "newest" : sort;

/** One filter in force, how it reads, and the same search without it. */
export interface ActiveFilter {
  label: string;
  without: SearchFilters;
}

const RANGE = { both: msg("{min} to {max}"), from: msg("from {min}"), upTo: msg("up to {max}") };

const range = ({ t }: Translator, min: string | undefined, max: string | undefined) =>
  t(min && max ? RANGE.both : min ? RANGE.from : RANGE.upTo, { min: min ?? "", max: max ?? "" });

/**
 * The filters of a search, each with the search that drops it: the chips above the
 * results, and what a search with no results suggests removing. In the page's language
 * (the labels are sent as data).
 */
export function activeFilters(filters: SearchFilters, words: Translator = translator("en")): ActiveFilter[] {
  const { t, locale } = words;
  const base = { ...filters, page: 1 };
  const list: ActiveFilter[] = [];
  const add = (label: string, change: Partial<SearchFilters>) => list.push({ label, without: { ...base, ...change } });
  const builtIn: Record<string, () => void> = {
    q: () => {
      if (filters.q) add(`“${filters.q}”`, { q: "" });
    },
    city: () => {
      if (filters.city) add(t(filters.city), { city: undefined });
    },
    locality: () => {
      for (const locality of filters.localities) {
        add(localityName(locality, locale), { localities: filters.localities.filter((item) => item !== locality) });
      }
    },
    budget: () => {
      if (filters.budgetMin === undefined && filters.budgetMax === undefined) return;
      const perMonth = filters.listingType === "Rent";
      const price = (rupees: number | undefined) =>
        rupees === undefined ? undefined : formatPriceShort(rupees, { perMonth, locale });
      // The rupee sign says what it is: "up to ₹60 L", as people write it.
      add(range(words, price(filters.budgetMin), price(filters.budgetMax)), {
        budgetMin: undefined,
        budgetMax: undefined,
      });
    },
    area: () => {
      if (filters.areaMin === undefined && filters.areaMax === undefined) return;
      const unit = t(AREA_UNITS[filters.areaUnit].short);
      const area = (value: number | undefined) => (value === undefined ? undefined : `${value} ${unit}`);
      add(t("Area {range}", { range: range(words, area(filters.areaMin), area(filters.areaMax)) }), {
        areaMin: undefined,
        areaMax: undefined,
      });
    },
    postedBy: () => {
      if (filters.postedBy) add(t("Posted by {who}", { who: t(filters.postedBy) }), { postedBy: undefined });
    },
    amenity: () => {
      for (const amenity of filters.amenities) {
        add(t(amenity), { amenities: filters.amenities.filter((item) => item !== amenity) });
      }
    },
    photos: () => {
      if (filters.photos) add(t("With photos"), { photos: false });
    },
    lda: () => {
      if (filters.lda) add(t("LDA-approved layouts"), { lda: false });
    },
    ...Object.fromEntries(
      POSITION_FILTERS.map((filter) => [
        filter.param,
        () => {
          const chip = filter.chip(filters);
          if (!chip) return;
          const without = { ...base, ...filter.without };
          // Nearest first means nothing once the point is gone.
          add(t(chip.label, chip.values), { ...filter.without, sort: defaultSortOr(without, filters.sort) });
        },
      ]),
    ),
  };
  for (const key of FILTER_ORDER) {
    const declared = DECLARED_FILTERS.find((filter) => filter.param === key);
    if (!declared) {
      builtIn[key]?.();
      continue;
    }
    // A declared filter is one chip, its values named together ("2 BHK, 3 BHK").
    const values = chosenValues(filters, declared);
    if (values.length) {
      list.push({
        label: values.map((value) => filterOptionLabel(declared.field, String(value), t)).join(", "),
        without: withChosen(base, declared, []),
      });
    }
  }
  return list;
}

/**
 * The order of the results, when it is not the usual newest first, as a chip beside the
 * filters': what the box read from "sasta" says so, and goes with a press.
 */
export function orderChip(filters: SearchFilters, { t }: Translator = translator("en")): ActiveFilter | undefined {
  if (filters.sort === defaultSort(filters)) return undefined;
  return { label: t(SORT_LABELS[filters.sort]), without: { ...filters, page: 1, sort: defaultSort(filters) } };
}
