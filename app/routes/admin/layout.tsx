import { NavLink, Outlet } from "react-router";
import {
  Banknote,
  Building2,
  Contact,
  FolderKanban,
  Home,
  LayoutDashboard,
  MapPin,
  ShieldCheck,
  UserPlus,
} from "#app/components/icons";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Route } from "./+types/layout";

const LINKS = [
  { to: "/admin", label: msg("Dashboard"), icon: LayoutDashboard, end: true },
  { to: "/admin/Postproject", label: msg("Posted properties"), icon: Home },
  { to: "/admin/reports", label: msg("Reports"), icon: ShieldCheck },
  { to: "/admin/conversations", label: msg("Reported conversations"), icon: Contact },
  { to: "/admin/brokers", label: msg("Owners like brokers"), icon: UserPlus },
  { to: "/admin/legality", label: msg("LDA legality register"), icon: ShieldCheck },
  { to: "/admin/ProjectExplore", label: msg("New projects"), icon: Building2 },
  { to: "/admin/ourproject", label: msg("Our projects"), icon: FolderKanban },
  { to: "/admin/circle-rates", label: msg("Circle rates and costs"), icon: Banknote },
  { to: "/admin/places", label: msg("Places and centres"), icon: MapPin },
  { to: "/admin/Buys", label: msg("Contact messages"), icon: Contact },
  { to: "/admin/ComingSoon", label: msg("Sign-ups"), icon: UserPlus },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  const { t } = useI18n();
  return (
    <div className="container-page grid gap-8 py-8 lg:grid-cols-[15rem_1fr]">
      <nav aria-label={t("Admin")} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("Admin desk")}</p>
        <ul className="mt-2 flex gap-1 overflow-x-auto lg:flex-col">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-lg px-3 py-2 font-medium whitespace-nowrap lg:whitespace-normal ${
                    isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
