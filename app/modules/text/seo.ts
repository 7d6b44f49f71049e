import type { MetaDescriptor } from "react-router";
import { brandName, NO_SITE, type Site } from "#app/config/site";
import { HTML_LANG, isLocale, LOCALES, type Locale, pathIn } from "#app/modules/i18n/locale";
import { type Translator, translator } from "#app/modules/i18n/translate";

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export interface PageMeta {
  title: string;
  description: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
  type?: "website" | "article";
  /** Pages that must stay out of search results (account, admin, wizard). */
  noindex?: boolean;
  /**
   * The page's one address, when it is not the path it was reached at: a page found by
   * its query string (/NewProjectD?projectId=...) or under several spellings.
   */
  canonicalPath?: string;
}

/** The page's language, from the root's data (meta functions run outside components). */
export function metaLocale(args: Pick<MetaArgs, "matches">): Locale {
  const root = args.matches.find((match) => match?.id === "root")?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : "en";
}

/** The translator for a meta function's page. */
export function metaI18n(args: Pick<MetaArgs, "matches">): Translator {
  return translator(metaLocale(args));
}

function siteFrom(args: MetaArgs): Site {
  const root = args.matches.find((match) => match?.id === "root")?.data as { site?: Site } | undefined;
  return root?.site ?? NO_SITE;
}

/** Title, description, canonical URL and link-preview tags for a page. */
export function pageMeta(args: MetaArgs, page: PageMeta): MetaDescriptor[] {
  const site = siteFrom(args);
  const brand = brandName(site);
  const title = page.title === brand ? brand : `${page.title} | ${brand}`;
  // The query is part of a page's identity here (/listing-detail?id=..., ?page=2), unless
  // the page names its one address itself.
  const path = page.canonicalPath ?? `${args.location.pathname}${args.location.search}`;
  const locale = metaLocale(args);
  const url = `${site.publicUrl}${pathIn(locale, path)}`;
  const image = page.image && !page.image.startsWith("http") ? `${site.publicUrl}${page.image}` : page.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // The page in each language (decision 028); English is the default.
    ...LOCALES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: HTML_LANG[other],
      href: `${site.publicUrl}${pathIn(other, path)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.publicUrl}${pathIn("en", path)}` },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/**
 * The meta of a page whose title and description are fixed words (msg literals), said in the
 * page's language; `more` adds what else the page is (noindex for an account page).
 */
export function staticPageMeta(title: string, description: string, more: Omit<PageMeta, "title" | "description"> = {}) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const { t } = metaI18n(args);
    return pageMeta(args, { ...more, title: t(title), description: t(description) });
  };
}
