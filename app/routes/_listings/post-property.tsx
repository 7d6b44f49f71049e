import { Link } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/post-property";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Post your property", description: "List your property for free.", noindex: true });

export default function PostProperty() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between">
          <Logo />
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Back to the site
          </Link>
        </div>
      </header>
      <main id="main" className="container-page py-10">
        <h1 className="text-3xl font-bold tracking-tight">Post your property</h1>
      </main>
    </div>
  );
}
