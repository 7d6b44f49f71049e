/** Project queries (to be built with the projects issue). */
export async function newlyAddedProjects(): Promise<unknown[]> {
  return [];
}

export async function projectsToExplore(): Promise<unknown[]> {
  return [];
}
