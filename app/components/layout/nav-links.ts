import { msg } from "#app/modules/i18n/translate";

/** The top bar's links, shared by the desktop bar and the mobile menu (labels in English: t() them). */
export const NAV_LINKS = [
  { to: "/", label: msg("Home") },
  { to: "/city", label: msg("City") },
  { to: "/about", label: msg("About") },
  { to: "/service", label: msg("Service") },
] as const;
