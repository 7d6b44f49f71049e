interface PageHeaderProps {
  title: string;
  lead?: React.ReactNode;
  eyebrow?: string;
  children?: React.ReactNode;
}

/** The heading block every page starts with. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
