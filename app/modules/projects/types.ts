// Shapes the server hands to pages and components. They live outside the .server modules
// so that components can name them without importing server code.
import type { City } from "#app/config/enums";
import type { CardRow } from "#app/modules/listing-core/view";
import type { cityPages } from "#db/schema";

/** What a card shows: the project's headline facts and its first photo, names ready to show. */
export interface ProjectSummary extends CardRow {
  /** The name, or "Untitled Project". */
  name: string;
  /** The name cut to 5 words and an ellipsis (the home carousels). */
  shortName: string;
  /** The path segment of its city page: "noida", or "unknown" for an unsupported city. */
  citySegment: string;
  /** How it is offered, as a card says it: "for sale", "to rent", "PG". */
  offer: string;
  /** Its page: /NewProjectD?projectId=ID. */
  href: string;
}

export interface ExploreCard {
  city: City;
  /** Every project of the city: /project/{city}. */
  href: string;
  project: ProjectSummary;
}

/** A city's page as a project page leads with it, in the page's language (`lang`: the words' own). */
export type CitySummary = Pick<
  typeof cityPages.$inferSelect,
  "slug" | "city" | "title" | "about" | "location" | "projectType" | "amenities" | "priceRange"
> & { lang: "en" | "hi" };
