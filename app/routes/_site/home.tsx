import { lazy, Suspense } from "react";
import { Hero } from "#app/components/home/hero";
import { heroWords } from "#app/components/home/hero-words";
import { rememberPublic } from "#app/modules/db/public-cache.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { newlyAddedProjects, projectsToExplore } from "#app/modules/projects/projects.server";
import { latestApprovedProperties } from "#app/modules/properties/properties.server";
import { metaI18n, metaLocale, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, {
    // The brand alone in English (as the old site); in Hindi a title a Hindi reader searches for.
    title: metaLocale(args) === "hi" ? t("Plots, homes and new projects in Lucknow") : "Awadh Estates",
    description: t(
      "Approved plots, homes and commercial property in Lucknow, Noida, Gurugram, Kanpur and Varanasi. List your property for free.",
    ),
  });
};

/** The same for every visitor: remembered a few seconds, forgotten on any listing write. */
export async function loader({ request }: Route.LoaderArgs) {
  const lists = await rememberPublic("home", async () => {
    const [properties, newProjects, exploreProjects] = await Promise.all([
      latestApprovedProperties(),
      newlyAddedProjects(),
      projectsToExplore(),
    ]);
    return { properties, newProjects, exploreProjects };
  });
  // The cached cards are worded in English; a Hindi page words their price and facts again.
  const projects = cardsForPage(
    lists.exploreProjects.map((card) => card.project),
    request,
  );
  return {
    properties: cardsForPage(lists.properties, request),
    newProjects: cardsForPage(lists.newProjects, request),
    exploreProjects: lists.exploreProjects.map((card, index) => ({
      ...card,
      project: projects[index] ?? card.project,
    })),
    heroWords: heroWords(serverTranslator(localeOf(request))),
  };
}

// Below the hero, the sections' code is fetched after the page's own and React hydrates
// them when it arrives. The server renders them inline with the rest (entry.server waits
// for them), so the page is complete and works without JavaScript
// (docs/decisions/004-javascript-budget.md).
const HomeSections = lazy(() =>
  import("#app/components/home/home-sections").then((module) => ({ default: module.HomeSections })),
);

/** The home page, in the old product's order (docs/product/old-product.md §2). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero words={loaderData.heroWords} />
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeSections
          properties={loaderData.properties}
          newProjects={loaderData.newProjects}
          exploreProjects={loaderData.exploreProjects}
        />
      </Suspense>
    </>
  );
}
