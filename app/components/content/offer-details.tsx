import { Banknote, Building, Check, MapPin } from "#app/components/icons";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { priceRangeIn } from "#app/modules/text/amount";

export interface OfferDetailsProps {
  location: string;
  projectType: string;
  priceRange: string;
  amenities: string[];
  /** The language its words are in: English where a page in another language has no words of its own yet. */
  lang?: "en" | "hi";
}

/** Location, type, price range and amenities of a service or a city page. */
export function OfferDetails({ location, projectType, priceRange, amenities, lang }: OfferDetailsProps) {
  const { t, locale } = useI18n();
  const own = lang === locale ? undefined : lang;
  const facts = [
    { icon: MapPin, term: t("Location"), value: location, lang: own },
    { icon: Building, term: t("Type"), value: t(projectType), lang: own },
    { icon: Banknote, term: t("Price range"), value: priceRangeIn(priceRange, locale), lang: undefined },
  ];
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-slate-50 p-6">
      <dl className="space-y-4">
        {facts.map(({ icon: Icon, term, value, lang: written }) => (
          <div key={term} className="relative pl-8">
            <dt className="text-sm font-semibold text-slate-600">
              <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-700" />
              {term}
            </dt>
            <dd className="font-semibold text-ink" lang={written}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="text-sm font-semibold text-slate-600">{t("Amenities")}</h2>
        {amenities.length > 0 ? (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" lang={own}>
            {amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-brand-700" />
                {t(amenity)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">{t("No amenities listed.")}</p>
        )}
      </div>
    </div>
  );
}
