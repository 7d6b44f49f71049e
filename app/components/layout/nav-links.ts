/** The top bar's links, shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/city", label: "City" },
  { to: "/about", label: "About" },
  { to: "/service", label: "Service" },
] as const;
