import type { Translator } from "#app/modules/i18n/translate";
import type { HeroWords } from "./hero";

/**
 * What the home page's hero says, in the page's language; read by the home page's loader
 * only, so no script carries it.
 */
export function heroWords({ t }: Translator): HeroWords {
  return {
    lead: t(
      "Approved plots, ready homes and commercial space in Lucknow and across Uttar Pradesh, with clear titles, honest prices and a team that stays with you until the registry is signed.",
    ),
    searchLabel: t("Search properties by locality, BHK, budget, type or name"),
    searchPlaceholder: t("3 BHK, Gomti Nagar, 60 lakh"),
    alts: {
      "gomti-skyline": t("Lucknow's skyline at dusk, with domes and new towers along the river"),
      "garden-villa": t("A family villa with a lawn and trees"),
      "open-plots": t("An open residential plot marked out with boundary stones"),
    },
  };
}
