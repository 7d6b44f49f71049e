/** What an Admin's list says when it has nothing in it, in a dashed box; `className` spaces it. */
export function EmptyNote({ children, className }: { children: React.ReactNode; className: string }) {
  return <p className={`rounded-xl border border-dashed border-slate-300 text-slate-600 ${className}`}>{children}</p>;
}
