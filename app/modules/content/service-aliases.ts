/**
 * Older links (the footer's /services/home and friends) lead to the page they meant:
 * "Buy a home" to the homes for sale (/buy; there is no service for buying a home, and
 * buy-plots is about plots and land), the others to their service.
 */
export const SERVICE_ALIASES: Record<string, string> = {
  home: "/buy",
  commercial: "/services/buy-commercial",
  rent: "/services/rent-home",
};
