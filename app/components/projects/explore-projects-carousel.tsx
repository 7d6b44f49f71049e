/** Projects to explore, one card per city (to be built with the projects issue). */
export function ExploreProjectsCarousel(_props: { projects: unknown[] }) {
  return null;
}
