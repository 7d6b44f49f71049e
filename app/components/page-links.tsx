import { Link } from "react-router";

const MAIN_LINK = "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800";
const OTHER_LINK = "rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold hover:bg-slate-50";

/** Where to go next from a page's header, as buttons under its lead: the first is the main one. */
export function PageLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <Link key={link.to} to={link.to} className={index === 0 ? MAIN_LINK : OTHER_LINK}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
