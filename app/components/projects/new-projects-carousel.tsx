/** Newly added projects (to be built with the projects issue). */
export function NewProjectsCarousel(_props: { projects: unknown[] }) {
  return null;
}
