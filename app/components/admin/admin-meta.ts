import type { MetaDescriptor } from "react-router";
import type { Translator } from "#app/modules/i18n/translate";
import { metaI18n, pageMeta } from "#app/modules/text/seo";

type MetaArgs = Parameters<typeof pageMeta>[0];

/** An Admin's page's meta: its title and description in the reader's language, and kept out of search results. */
export function adminMeta(words: (t: Translator["t"]) => { title: string; description: string }) {
  return (args: MetaArgs): MetaDescriptor[] => pageMeta(args, { ...words(metaI18n(args).t), noindex: true });
}
