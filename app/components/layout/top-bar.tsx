import { Link, NavLink } from "react-router";
import { CircleUserRound, Mail, ShieldCheck } from "#app/components/icons";
import { useOptionalUser } from "#app/components/root-data";
import { Name, Words } from "#app/components/words";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";

export function TopBar() {
  const user = useOptionalUser();
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("Skip to content")}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Logo />
        <nav aria-label={t("Main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {user?.role === "Admin" ? (
              <li>
                <NavLink
                  to="/admin"
                  className="flex items-center gap-1 rounded-lg px-3 py-2 font-medium text-slate-700 hover:text-brand-700"
                >
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  {t("Admin")}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* A box of its own size: the word's face arriving late moves nothing (no layout shift). */}
          <LanguageSwitch className="hidden h-10 w-[4.5rem] items-center justify-center overflow-hidden rounded-lg font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 sm:inline-flex" />
          {/* Straight to the wizard (decision 059): the old product's "Ready to post?" dialog was one more tap. */}
          <Link to="/postproperty" className="button-accent inline-flex items-center px-3 py-2 shadow-sm sm:px-4">
            <span className="sm:hidden">{t("Post")}</span>
            <span className="hidden sm:inline">{t("Post Property")}</span>
            <span className="ml-2 hidden rounded bg-white/70 px-1.5 text-xs font-bold text-brand-800 sm:inline">
              {t("FREE")}
            </span>
          </Link>
          {user ? (
            <Link
              to="/messages"
              aria-label={t("Messages: {count} unread", { count: user.unread })}
              className="relative hidden rounded-full p-1.5 text-brand-700 hover:bg-brand-50 sm:inline-flex"
              data-testid="messages-link"
            >
              <Mail aria-hidden="true" className="size-6" />
              {user.unread ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold text-white"
                >
                  {user.unread}
                </span>
              ) : null}
            </Link>
          ) : null}
          {user ? (
            <Link to="/profile" className="rounded-full p-0.5 text-brand-700 hover:bg-brand-50 sm:p-1">
              <CircleUserRound aria-hidden="true" className="size-8" />
              {/* The link's name, read out; the person's name marked as theirs. */}
              <span className="sr-only">
                <Words message={t("Your profile ({name})")} values={{ name: <Name>{user.name}</Name> }} />
              </span>
            </Link>
          ) : (
            <Link to="/login" data-signed-out className="button-outline hidden px-4 py-2 sm:inline-flex">
              {t("Login")}
            </Link>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
