import { Link } from "react-router";

interface PageHeaderProps {
  title: React.ReactNode;
  lead?: React.ReactNode;
  eyebrow?: string;
  /** A way back up, under the lead (an account page's "Back to your profile"). */
  back?: { to: string; label: string };
  children?: React.ReactNode;
}

/** The heading block every page starts with. */
export function PageHeader({ title, lead, eyebrow, back, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</p> : null}
        {back ? (
          <p className="mt-4">
            <Link to={back.to} className="font-semibold text-brand-700 underline">
              {back.label}
            </Link>
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
