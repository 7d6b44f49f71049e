import type { MetaDescriptor } from "react-router";
import { metaI18n, pageMeta } from "#app/modules/text/seo";

type MetaArgs = Parameters<typeof pageMeta>[0];

/**
 * The meta of a page kept out of search results (an account page, a sign-in page): its title
 * and description (msg literals) in the page's language, and noindex.
 */
export function unlistedPageMeta(title: string, description: string) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const { t } = metaI18n(args);
    return pageMeta(args, { title: t(title), description: t(description), noindex: true });
  };
}
