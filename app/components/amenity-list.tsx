import sprite from "#app/assets/icons/amenity-icons.svg?no-inline";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { amenityIconId } from "#app/modules/properties/amenity-icons";

/**
 * Amenities with their icons, or the old product's "No amenities listed.". The icons are symbols
 * of one cached SVG sprite (scripts/make-amenity-icons.ts), so they cost no JavaScript.
 */
export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  const { t } = useI18n();
  if (amenities.length === 0) return <p className="mt-3 text-slate-600">{t("No amenities listed.")}</p>;
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="amenities">
      {amenities.map((amenity) => (
        <li
          key={amenity}
          className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900"
        >
          <svg aria-hidden="true" width="20" height="20" className="size-5 shrink-0 text-brand-700">
            <use href={`${sprite}#${amenityIconId(amenity)}`} />
          </svg>
          {t(amenity)}
        </li>
      ))}
    </ul>
  );
}
