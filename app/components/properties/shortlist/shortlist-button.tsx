import { useFetcher, useLocation } from "react-router";
import { Heart } from "#app/components/icons";
import { useShortlist } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { SHORTLIST_MESSAGES } from "#app/modules/properties/shortlist/words";

/**
 * The heart. A form post to /shortlist: without JavaScript the page comes back with it
 * filled (or, for a visitor, after signing in); with it, it fills at once and the page stays
 * (the server tells the two apart by the browser's Sec-Fetch-Mode header).
 */
export function ShortlistButton({
  propertyId,
  name,
  className = "",
}: {
  propertyId: string;
  name: string;
  className?: string;
}) {
  const fetcher = useFetcher({ key: `shortlist-${propertyId}` });
  const saved = useShortlist().includes(propertyId);
  const sending = fetcher.formData?.get("on");
  const on = sending ? sending === "1" : saved;
  const { t } = useI18n();
  const label = on ? SHORTLIST_MESSAGES.remove(name, t) : SHORTLIST_MESSAGES.add(name, t);
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action="/shortlist" className={className}>
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <button type="submit" aria-pressed={on} aria-label={label} className="heart-button">
        <Heart className="size-5" fill={on ? "currentColor" : "none"} />
      </button>
    </fetcher.Form>
  );
}
