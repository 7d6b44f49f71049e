import { lazy, Suspense } from "react";
import { ChatLink } from "#app/components/home/chat-link";
import { CitiesList } from "#app/components/home/cities-list";
import { Hero } from "#app/components/home/hero";
import { ProjectListingsBanner } from "#app/components/home/project-listings-banner";
import { ServicesGrid } from "#app/components/home/services-grid";
import { PropertiesCarousel } from "#app/components/listings/properties-carousel";
import { ExploreProjectsCarousel } from "#app/components/projects/explore-projects-carousel";
import { NewProjectsCarousel } from "#app/components/projects/new-projects-carousel";
import { latestApprovedProperties } from "#app/modules/listings/listings.server";
import { newlyAddedProjects, projectsToExplore } from "#app/modules/projects/projects.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Awadh Estates",
    description:
      "Approved plots, homes and commercial property in Lucknow, Noida, Gurugram, Kanpur and Varanasi. List your property for free.",
  });

export async function loader() {
  const [properties, newProjects, exploreProjects] = await Promise.all([
    latestApprovedProperties(),
    newlyAddedProjects(),
    projectsToExplore(),
  ]);
  return { properties, newProjects, exploreProjects };
}

// The contact form sits at the bottom of the page. The server renders it with the rest
// (entry.server waits for it, so it works without JavaScript); the browser fetches its
// code after the page's own and hydrates it when it arrives
// (docs/decisions/004-javascript-budget.md).
const ContactSection = lazy(() =>
  import("#app/components/home/contact-section").then((module) => ({ default: module.ContactSection })),
);

/** The home page, in the spec's order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <NewProjectsCarousel projects={loaderData.newProjects} />
      <ChatLink />
      <ProjectListingsBanner />
      <ExploreProjectsCarousel projects={loaderData.exploreProjects} />
      <PropertiesCarousel properties={loaderData.properties} />
      <ServicesGrid />
      <CitiesList />
      <Suspense fallback={<div className="min-h-[36rem] bg-brand-50" />}>
        <ContactSection />
      </Suspense>
    </>
  );
}
