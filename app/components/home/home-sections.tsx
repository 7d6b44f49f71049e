import { ExploreProjectsCarousel } from "#app/components/projects/explore-projects-carousel";
import { NewProjectsCarousel } from "#app/components/projects/new-projects-carousel";
import { PropertiesCarousel } from "#app/components/properties/properties-carousel";
import { ChatLink } from "./chat-link";
import { CitiesList } from "./cities-list";
import { ContactSection } from "./contact-section";
import { ProjectListingsBanner } from "./project-listings-banner";
import { ServicesGrid } from "./services-grid";

type Props = {
  properties: Parameters<typeof PropertiesCarousel>[0]["properties"];
  newProjects: Parameters<typeof NewProjectsCarousel>[0]["projects"];
  exploreProjects: Parameters<typeof ExploreProjectsCarousel>[0]["projects"];
};

/** Everything on the home page below the hero, in the old product's order (docs/product/old-product.md §2). */
export function HomeSections({ properties, newProjects, exploreProjects }: Props) {
  return (
    <>
      <NewProjectsCarousel projects={newProjects} />
      <ChatLink />
      <ProjectListingsBanner />
      <ExploreProjectsCarousel projects={exploreProjects} />
      <PropertiesCarousel properties={properties} />
      <ServicesGrid />
      <CitiesList />
      <ContactSection />
    </>
  );
}
