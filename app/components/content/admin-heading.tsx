/** The heading of an admin page; `id` names it for a section's aria-labelledby. */
export function AdminHeading({
  title,
  lead,
  id,
  children,
}: {
  title: string;
  lead: string;
  id?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="mt-1 text-slate-600">{lead}</p>
      </div>
      {children}
    </div>
  );
}
