/**
 * A home-page band's heading and the sentence under it. Only the home page's sections use it,
 * so it travels in their chunk (a component shared with other pages would be a file of its own,
 * costing each of them more than it saves).
 */
export function BandHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">{lead}</p>
    </>
  );
}
