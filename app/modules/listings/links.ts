/** What a property without a name is called (the spec's placeholder). */
export const UNTITLED = "Untitled Project";

/** A property's page, from any link. */
export function propertyHref(id: string): string {
  return `/listing-detail?id=${encodeURIComponent(id)}`;
}
