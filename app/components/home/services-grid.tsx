import { Link } from "react-router";
import { SERVICE_ICONS } from "#app/assets/icons/icons";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { BandHeading } from "./band-heading";

const SERVICES = [
  {
    title: msg("Buy a commercial property"),
    text: msg(
      "Shops, showrooms and offices on main roads, with footfall, rental yield and circle rate shared up front.",
    ),
    icon: SERVICE_ICONS["buy-commercial"],
  },
  {
    title: msg("Lease a commercial space"),
    text: msg(
      "Office floors, retail units and warehouses on lease; we negotiate the lock-in and the fit-out time for you.",
    ),
    icon: SERVICE_ICONS["lease-commercial"],
  },
  {
    title: msg("Buy plots and land"),
    text: msg("Approved residential and commercial plots with a checked title chain and boundary stones you can see."),
    icon: SERVICE_ICONS["buy-plots"],
  },
  {
    title: msg("Rent a home"),
    text: msg("Flats and houses visited by our team before they are listed, with the rent agreement handled for you."),
    icon: SERVICE_ICONS["rent-home"],
  },
  {
    title: msg("PG and co-living"),
    text: msg("Furnished rooms near universities and offices, with meals, Wi-Fi and housekeeping in one monthly rent."),
    icon: SERVICE_ICONS["pg-co-living"],
  },
] as const;

/** Five services; each card leads to the contact page. */
export function ServicesGrid() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <BandHeading
          id="services-title"
          title={t("What we can do for you")}
          lead={t("Tell us what you are looking for and one of our advisers will call you back the same day.")}
        />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {SERVICES.map(({ title, text, icon }) => (
            <li
              key={title}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-500"
            >
              <img src={icon} alt="" width={36} height={36} loading="lazy" className="size-9" />
              <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{t(text)}</p>
              {/* The link covers the whole card, so a tap anywhere on it works. */}
              <Link
                to="/contact"
                className="mt-4 font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none"
                aria-label={t("Enquire about: {service}", { service: t(title) })}
              >
                {t("Enquire")}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
