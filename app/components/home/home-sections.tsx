import type { ReactNode } from "react";
import { ExploreProjectsCarousel } from "#app/components/projects/explore-projects-carousel";
import { NewProjectsCarousel } from "#app/components/projects/new-projects-carousel";
import { PropertiesCarousel } from "#app/components/properties/properties-carousel";
import { ContactSection } from "../contact-us/home-section";
import { ChatLink } from "./chat-link";
import { CitiesList } from "./cities-list";
import { ProjectListingsBanner } from "./project-listings-banner";
import { ServicesGrid } from "./services-grid";

type Props = {
  properties: Parameters<typeof PropertiesCarousel>[0]["properties"];
  newProjects: Parameters<typeof NewProjectsCarousel>[0]["projects"];
  exploreProjects: Parameters<typeof ExploreProjectsCarousel>[0]["projects"];
};

/**
 * A carousel laid out and painted by the browser only when it nears the screen: most of the
 * page's layout work. The light sections after them are not boxed: a skipped box hides its
 * layout from hit-testing, so checkers of target size and contrast misread the links and
 * labels in it (docs/decisions/033). The fixed chat link stays outside too.
 */
function BelowFirstScreen({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return <div className={tall ? "below-first-screen-tall" : "below-first-screen"}>{children}</div>;
}

/** Everything on the home page below the hero, in the old product's order (docs/product/old-product.md §2). */
export function HomeSections({ properties, newProjects, exploreProjects }: Props) {
  return (
    <>
      <BelowFirstScreen>
        <NewProjectsCarousel projects={newProjects} />
      </BelowFirstScreen>
      <ChatLink />
      <BelowFirstScreen tall>
        <ProjectListingsBanner />
        <ExploreProjectsCarousel projects={exploreProjects} />
      </BelowFirstScreen>
      <BelowFirstScreen>
        <PropertiesCarousel properties={properties} />
      </BelowFirstScreen>
      <ServicesGrid />
      <CitiesList />
      <ContactSection />
    </>
  );
}
