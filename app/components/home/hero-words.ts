import type { HeroWords } from "./hero";

/** What the home page's hero says; read by the home page's loader only, so no script carries it. */
export const HERO_WORDS: HeroWords = {
  lead: "Approved plots, ready homes and commercial space in Lucknow and across Uttar Pradesh, with clear titles, honest prices and a team that stays with you until the registry is signed.",
  searchLabel: "Search properties by locality, BHK, budget, type or name",
  searchPlaceholder: "3 BHK, Gomti Nagar, 60 lakh",
  alts: {
    "gomti-skyline": "Lucknow's skyline at dusk, with domes and new towers along the river",
    "garden-villa": "A family villa with a lawn and trees",
    "open-plots": "An open residential plot marked out with boundary stones",
  },
};
