import { Link } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** A way on from an error: a page of the site, or an address loaded afresh (`href`, to try again). */
export type WayOn = { label: string } & ({ to: string } | { href: string });

interface ErrorNoticeProps {
  /** The heading's id, which names the section. */
  id: string;
  status: number;
  title: string;
  body: string;
  /** The section's width and spacing. */
  className: string;
  /** The first is the main one. */
  ways: readonly WayOn[];
}

const MAIN_WAY = "rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";
const OTHER_WAY = "rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50";

/** What went wrong, in a sentence, and the ways on: the error page and the project pages' not-found alike. */
export function ErrorNotice({ id, status, title, body, className, ways }: ErrorNoticeProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className={className}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("Error {status}", { status })}</p>
      <h1 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {ways.map((way, index) => {
          const className = index === 0 ? MAIN_WAY : OTHER_WAY;
          return "to" in way ? (
            <Link key={way.label} to={way.to} className={className}>
              {way.label}
            </Link>
          ) : (
            <a key={way.label} href={way.href} className={className}>
              {way.label}
            </a>
          );
        })}
      </div>
    </section>
  );
}
