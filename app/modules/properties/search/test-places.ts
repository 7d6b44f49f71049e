import { slugify } from "./place-links";
import type { Place } from "./places";

/** A place for the search tests: `total` listings for sale in `locality`, a Lucknow one unless `city` says. */
export const testPlace = (locality: string, total: number, city: Place["city"] = "Lucknow"): Place => ({
  city,
  locality,
  slug: slugify(locality),
  total,
  byType: { Sell: total },
});
