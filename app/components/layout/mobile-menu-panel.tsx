import { Link, NavLink } from "react-router";
import { X } from "#app/components/icons";
import { Modal } from "#app/components/modal";
import { useOptionalUser } from "#app/components/root-data";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { NAV_LINKS } from "./nav-links";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-lg font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-100"}`;

/** The small-screen menu's panel: a modal that closes when a link is chosen, on Escape or outside. */
export function MobileMenuPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useOptionalUser();
  const { t } = useI18n();
  const [home, ...rest] = NAV_LINKS;
  const links = [
    home,
    // Finding a home first on a phone (issue 57): the search, buying, renting, the shortlist.
    { to: "/Search", label: msg("Search") },
    { to: "/Search?listingType=Sell", label: msg("Buy"), search: true },
    { to: "/Search?listingType=Rent", label: msg("Rent"), search: true },
    ...(user ? [{ to: "/shortlist", label: msg("Shortlist") }] : []),
    ...rest,
    { to: "/postproperty", label: msg("Post property listing") },
    user ? { to: "/profile", label: msg("Profile") } : { to: "/login", label: msg("Login") },
    ...(user ? [{ to: "/messages", label: msg("Messages: {count} unread"), values: { count: user.unread } }] : []),
    ...(user?.role === "Admin" ? [{ to: "/admin", label: msg("Admin") }] : []),
  ];
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy="mobile-menu-title"
      className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-white shadow-xl lg:hidden"
    >
      <div className="flex h-full flex-col overflow-y-auto p-4">
        <div className="flex items-center justify-between">
          <Logo onNavigate={onClose} />
          <button
            type="button"
            aria-label={t("Close menu")}
            onClick={onClose}
            className="rounded-lg p-2 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <h2 id="mobile-menu-title" className="sr-only">
          {t("Menu")}
        </h2>
        <nav aria-label={t("Mobile")} className="mt-6">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                {"search" in link ? (
                  // A search of /Search: never marked as the page you are on (the search is).
                  <Link to={link.to} onClick={onClose} className={itemClass({ isActive: false })}>
                    {t(link.label)}
                  </Link>
                ) : (
                  <NavLink to={link.to} end onClick={onClose} className={itemClass}>
                    {t(link.label, "values" in link ? link.values : undefined)}
                  </NavLink>
                )}
              </li>
            ))}
            <li>
              <LanguageSwitch
                onNavigate={onClose}
                className="block rounded-lg px-3 py-3 text-lg font-medium text-ink hover:bg-slate-100"
              />
            </li>
          </ul>
        </nav>
      </div>
    </Modal>
  );
}
