/**
 * Addresses of listing pages: every link to a property or a project is built here (a
 * listing's name, its own or one made from its facts, is title.ts's). Free of imports:
 * cards and links use it in the browser, where every byte counts.
 */

/** A property's page: /listing-detail?id=ID. */
export function propertyHref(id: string): string {
  return `/listing-detail?id=${encodeURIComponent(id)}`;
}

/** A project's page that works from any link: /NewProjectD?projectId=ID. */
export function projectHref(id: string): string {
  return `/NewProjectD?projectId=${encodeURIComponent(id)}`;
}
