/**
 * Names and addresses of listing pages: every link to a property or a project is built
 * here. Free of imports: cards and links use it in the browser, where every byte counts.
 */

/** What a listing without a name is called (the old product's placeholder: docs/product/old-product.md §8). */
export const UNTITLED = "Untitled Project";

/** A listing's name as pages show it: its own, or "Untitled Project". */
export function listingName(name: string | null | undefined): string {
  return (name ?? "").trim() || UNTITLED;
}

/** A property's page: /listing-detail?id=ID. */
export function propertyHref(id: string): string {
  return `/listing-detail?id=${encodeURIComponent(id)}`;
}

/** A project's page that works from any link: /NewProjectD?projectId=ID. */
export function projectHref(id: string): string {
  return `/NewProjectD?projectId=${encodeURIComponent(id)}`;
}
