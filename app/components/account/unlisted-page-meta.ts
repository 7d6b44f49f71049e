import { staticPageMeta } from "#app/modules/text/seo";

/**
 * The meta of a page kept out of search results (an account page, a sign-in page): its title
 * and description (msg literals) in the page's language, and noindex.
 */
export function unlistedPageMeta(title: string, description: string) {
  return staticPageMeta(title, description, { noindex: true });
}
