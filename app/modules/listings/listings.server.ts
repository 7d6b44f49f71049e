/** Property queries (to be built with the listings issue). */
export async function latestApprovedProperties(): Promise<unknown[]> {
  return [];
}
