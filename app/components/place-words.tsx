import { Name } from "#app/components/words";
import { localityName } from "#app/modules/i18n/place-names";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * Where a listing is, on a desk's line: its locality by the name the page's language gives it
 * (marked as a name) and its city ("गोमती नगर, लखनऊ"), the parts it has. Kept apart from
 * words.tsx so that public pages using Words do not carry the list of Hindi names.
 */
export function PlaceWords({ locality, city }: { locality?: string | null; city?: string | null }) {
  const { t, locale } = useI18n();
  return (
    <>
      {locality ? <Name>{localityName(locality, locale)}</Name> : null}
      {locality && city ? ", " : ""}
      {city ? t(city) : ""}
    </>
  );
}
