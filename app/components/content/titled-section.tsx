/** How big a section's heading and lead are: a band of the home page, or a part of a content page. */
const LOOKS = {
  band: { title: "text-3xl font-bold tracking-tight", lead: "mt-2 max-w-2xl text-lg text-slate-600" },
  part: { title: "text-2xl font-bold tracking-tight", lead: "mt-2 text-slate-600" },
} as const;

interface SectionHeadingProps {
  /** The heading's id, which names its section (aria-labelledby). */
  id: string;
  title: string;
  lead?: string;
  look?: keyof typeof LOOKS;
}

/** A section's heading, with the sentence that says what the section is for. */
export function SectionHeading({ id, title, lead, look = "part" }: SectionHeadingProps) {
  return (
    <>
      <h2 id={id} className={LOOKS[look].title}>
        {title}
      </h2>
      {lead ? <p className={LOOKS[look].lead}>{lead}</p> : null}
    </>
  );
}

/** A section named by its own heading (a landmark screen readers list by that name). */
export function TitledSection({
  className,
  children,
  ...heading
}: SectionHeadingProps & { className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={heading.id} className={className}>
      <SectionHeading {...heading} />
      {children}
    </section>
  );
}
