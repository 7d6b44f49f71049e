import { Logo } from "#app/components/layout/logo";

/** The frame of /login and /sign, which sit outside the shared layout. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
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
      </main>
    </div>
  );
}
