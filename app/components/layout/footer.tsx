import { Link } from "react-router";
import { Mail, MapPin, Phone } from "#app/components/icons";
import { useFooterPlaces, useSite, useYear } from "#app/components/root-data";
import { SocialLinks } from "#app/components/social-links";
import { Name, Words } from "#app/components/words";
import { brandName, siteAddress, telHref } from "#app/config/site";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";

const QUICK_LINKS = [
  { to: "/about", label: msg("About us") },
  { to: "/service", label: msg("Our services") },
  { to: "/city", label: msg("Cities") },
  { to: "/postproperty", label: msg("Post a property") },
  { to: "/contact", label: msg("Contact us") },
];

const SERVICE_LINKS = [
  { to: "/services/home", label: msg("Buy a home") },
  { to: "/services/commercial", label: msg("Buying a commercial property") },
  { to: "/services/rent", label: msg("Renting a home") },
];

const LEGAL_LINKS = [
  { to: "/privacy", label: msg("Privacy") },
  { to: "/terms", label: msg("Terms") },
  { to: "/cookies", label: msg("Cookies") },
];

function LinkList({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  const { t } = useI18n();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-200 hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const site = useSite();
  const year = useYear();
  const places = useFooterPlaces();
  const { t, locale } = useI18n();
  const address = siteAddress(site, locale);
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-xl font-extrabold text-white" translate="no">
            <span className="text-accent-400">{site.brand.first}</span> {site.brand.second}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">
            {t(
              "A Lucknow real-estate and plotting company. We sell approved plots, homes and commercial space across Uttar Pradesh and the National Capital Region, and anyone can list a property with us for free.",
            )}
          </p>
          <SocialLinks tone="dark" className="mt-5" />
        </div>
        <LinkList title={t("Quick links")} links={QUICK_LINKS} />
        <LinkList title={t("Services")} links={SERVICE_LINKS} />
        {places.length ? <LinkList title={t("Properties")} links={places} /> : null}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t("Reach us")}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic" translate="no">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {address.line1}
                <br />
                {address.line2}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                {site.email}
              </a>
            </p>
            {site.phones.map((phone) => (
              <p key={phone} className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={telHref(phone)} className="hover:text-white hover:underline">
                  {phone}
                </a>
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>{t("© {year} {brand}. All rights reserved.", { year, brand: brandName(site) })}</p>
          <p>
            <Words message={t("Website by {developer}")} values={{ developer: <Name>{site.developer.name}</Name> }} />,{" "}
            <a href={telHref(site.developer.phone)} className="hover:text-white hover:underline">
              {site.developer.phone}
            </a>
          </p>
          <ul className="flex gap-4" aria-label={t("Legal")}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
