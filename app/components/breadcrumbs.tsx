import { Link } from "react-router";
import { JsonLd } from "#app/components/json-ld";
import { useSite } from "#app/components/root-data";
import { pathIn } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  href?: string;
  /** A name (a listing's title): marked translate="no". */
  name?: boolean;
}

/** The trail from Home to a page, for people (a nav list) and for search engines (BreadcrumbList). */
export function Breadcrumbs({ trail, className = "" }: { trail: Crumb[]; className?: string }) {
  const { publicUrl } = useSite();
  const { t, locale } = useI18n();
  const crumbs: Crumb[] = [{ label: t("Home"), href: "/" }, ...trail];
  return (
    <>
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: crumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            ...(crumb.href ? { item: `${publicUrl}${pathIn(locale, crumb.href)}` } : {}),
          })),
        }}
      />
      <nav aria-label={t("Breadcrumb")} className={`text-sm text-slate-600 ${className}`}>
        <ol className="flex flex-wrap gap-1">
          {crumbs.map((crumb) =>
            crumb.href ? (
              <li key={crumb.label + crumb.href}>
                <Link to={crumb.href} className="hover:underline">
                  {crumb.label}
                </Link>{" "}
                /
              </li>
            ) : (
              <li
                key={crumb.label}
                aria-current="page"
                className="font-medium text-ink"
                translate={crumb.name ? "no" : undefined}
              >
                {crumb.label}
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
