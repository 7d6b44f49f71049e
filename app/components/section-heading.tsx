/**
 * A section's title and a line on what it holds, the title carrying the id the section's
 * aria-labelledby names. The sizes and colours are the section's (`titleClass`, `leadClass`).
 */
export function SectionHeading({
  id,
  title,
  lead,
  titleClass = "text-3xl",
  leadClass = "mt-3 text-lg text-slate-700",
}: {
  id: string;
  title: string;
  lead: string;
  titleClass?: string;
  leadClass?: string;
}) {
  return (
    <>
      <h2 id={id} className={`font-bold tracking-tight ${titleClass}`}>
        {title}
      </h2>
      <p className={leadClass}>{lead}</p>
    </>
  );
}
