import { Link } from "react-router";
import { Logo } from "#app/components/layout/logo";

interface AuthCardProps {
  title: string;
  lead?: string;
  /** The way to the neighbouring form, under this one: "New here? Create an account". */
  elsewhere?: { question: string; to: string; link: string };
  /** The ways on after the card's content (to login, to a new link), side by side. */
  links?: readonly { to: string; label: string }[];
  children?: React.ReactNode;
}

/** The frame of /login, /sign and the password pages, which sit outside the shared layout. */
export function AuthCard({ title, lead, elsewhere, links, children }: AuthCardProps) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 via-white to-amber-50 px-4 py-10">
      {/* In the banner landmark, as on every other page: no content outside a landmark. */}
      <header>
        <Logo />
      </header>
      <main
        id="main"
        className="mt-8 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {lead ? <p className="mt-1 text-slate-600">{lead}</p> : null}
        {children}
        {links ? (
          <p className="mt-6 flex flex-wrap gap-4">
            {links.map((link) => (
              <Link key={link.to} to={link.to} className="font-semibold text-brand-700 underline">
                {link.label}
              </Link>
            ))}
          </p>
        ) : null}
        {elsewhere ? (
          <p className="mt-6 text-center text-slate-600">
            {elsewhere.question}{" "}
            <Link to={elsewhere.to} className="font-semibold text-brand-700 hover:underline">
              {elsewhere.link}
            </Link>
          </p>
        ) : null}
      </main>
    </div>
  );
}
