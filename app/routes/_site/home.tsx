import { useSite } from "#app/components/root-data";
import { brandName } from "#app/config/site";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Awadh Estates",
    description:
      "Approved plots, homes and commercial property in Lucknow, Noida, Gurugram, Kanpur and Varanasi. List your property for free.",
  });

export default function Home() {
  const site = useSite();
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-bold tracking-tight">{brandName(site)}</h1>
      <p className="mt-3 text-lg text-slate-600">{site.tagline}</p>
    </section>
  );
}
