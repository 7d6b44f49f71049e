import { OptionList } from "#app/components/option-list";
import { LocalityInput } from "#app/components/properties/search/locality-input";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { SearchPanel } from "#app/modules/properties/search/panel";

const control =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200";
const legend = "text-sm font-semibold text-slate-800";
const chip =
  "flex cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500";

/** A checkbox drawn as a chip; part of the search form wherever it stands. */
function Chip({
  name,
  value,
  form,
  checked,
  children,
}: {
  name: string;
  value: string;
  form: string;
  checked: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className={chip}>
      <input
        type="checkbox"
        name={name}
        value={value}
        form={form}
        defaultChecked={checked}
        className="size-4 accent-brand-700"
      />
      {children}
    </label>
  );
}

/**
 * The search filters: plain form controls of the page's one GET form (joined to it with
 * the `form` attribute), so a search works with JavaScript off and its URL is its state.
 * Labels and options arrive as data (properties/search/panel.ts).
 */
export function SearchFiltersPanel({ panel, form }: { panel: SearchPanel; form: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-5" data-testid="search-filters">
      <fieldset>
        <legend className={legend}>{t("Localities")}</legend>
        {panel.localities.chosen.length ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {panel.localities.chosen.map((locality) => (
              <Chip key={locality.value} name="locality" value={locality.value} form={form} checked>
                {locality.label}
              </Chip>
            ))}
          </div>
        ) : null}
        <LocalityInput
          form={form}
          label={panel.localities.chosen.length ? t("Add another locality") : t("Locality")}
          suggestions={panel.localities.suggestions}
        />
      </fieldset>

      {panel.selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`filter-${select.name}`} className={legend}>
            {select.label}
          </label>
          <select
            id={`filter-${select.name}`}
            name={select.name}
            form={form}
            defaultValue={select.value}
            className={control}
          >
            <option value="">{select.any}</option>
            <OptionList options={select.options} />
          </select>
        </div>
      ))}

      {panel.groups.map((group) => (
        <fieldset key={group.name}>
          <legend className={legend}>{group.label}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {group.options.map((option) => (
              <Chip
                key={option.value}
                name={group.name}
                value={option.value}
                form={form}
                checked={group.chosen.includes(option.value)}
              >
                {option.label}
              </Chip>
            ))}
          </div>
        </fieldset>
      ))}

      <BudgetFields panel={panel} form={form} />

      <AreaFields panel={panel} form={form} />

      <AmenityFields panel={panel} form={form} />

      <Chip name="photos" value="1" form={form} checked={panel.photos.chosen}>
        {panel.photos.label}
      </Chip>
      {panel.lda ? (
        <Chip name="lda" value="1" form={form} checked={panel.lda.chosen}>
          {panel.lda.label}
        </Chip>
      ) : null}

      <button type="submit" form={form} className="button-primary hidden w-full px-4 py-2.5 lg:block">
        {t("Apply filters")}
      </button>
    </div>
  );
}

/** The budget, from and up to, by the presets of the listing type chosen. */
function BudgetFields({ panel, form }: { panel: SearchPanel; form: string }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className={legend}>{panel.budget.perMonth ? t("Budget (rent per month)") : t("Budget")}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(["min", "max"] as const).map((end) => (
          <div key={end}>
            <label htmlFor={`filter-budget-${end}`} className="sr-only">
              {end === "min" ? t("Minimum budget") : t("Maximum budget")}
            </label>
            <select
              id={`filter-budget-${end}`}
              name={end === "min" ? "budgetMin" : "budgetMax"}
              form={form}
              defaultValue={panel.budget[end]}
              className={control}
            >
              <option value="">{end === "min" ? t("No min") : t("No max")}</option>
              <OptionList options={end === "min" ? panel.budget.minPresets : panel.budget.maxPresets} />
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The area, from and up to, in the unit chosen. */
function AreaFields({ panel, form }: { panel: SearchPanel; form: string }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className={legend}>{t("Area")}</legend>
      <div className="mt-1 grid grid-cols-3 gap-2">
        {(["min", "max"] as const).map((end) => (
          <div key={end}>
            <label htmlFor={`filter-area-${end}`} className="sr-only">
              {end === "min" ? t("Minimum area") : t("Maximum area")}
            </label>
            <input
              id={`filter-area-${end}`}
              name={end === "min" ? "areaMin" : "areaMax"}
              form={form}
              inputMode="decimal"
              autoComplete="off"
              placeholder={end === "min" ? t("Min") : t("Max")}
              defaultValue={panel.area[end]}
              className={control}
            />
          </div>
        ))}
        <div>
          <label htmlFor="filter-area-unit" className="sr-only">
            {t("Area unit")}
          </label>
          <select id="filter-area-unit" name="areaUnit" form={form} defaultValue={panel.area.unit} className={control}>
            <OptionList options={panel.area.units} />
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** The amenities, every one of them asked for; the most asked-for first. */
function AmenityFields({ panel, form }: { panel: SearchPanel; form: string }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className={legend}>{t("Amenities (all of these)")}</legend>
      {panel.amenities.groups.map((group, index) => {
        // Chips as wide as their words: a name and its count do not fit half the panel.
        const chips = (
          <div key="chips" className="mt-2 flex flex-wrap gap-2">
            {group.options.map((option) => (
              <Chip
                key={option.value}
                name="amenity"
                value={option.value}
                form={form}
                checked={panel.amenities.chosen.includes(option.value)}
              >
                {option.label}
              </Chip>
            ))}
          </div>
        );
        // The most asked-for ones show; the others fold away unless one of them is chosen.
        return index === 0 ? (
          <div key={group.label}>{chips}</div>
        ) : (
          <details
            key={group.label}
            className="mt-3"
            open={group.options.some((option) => panel.amenities.chosen.includes(option.value))}
          >
            <summary className="cursor-pointer text-sm font-medium text-brand-700">{group.label}</summary>
            {chips}
          </details>
        );
      })}
    </fieldset>
  );
}
