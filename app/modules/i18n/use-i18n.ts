import { useHref } from "react-router";
import { HINDI_BASE, type Locale } from "./locale";
import { type Translator, translator } from "./translate";

/**
 * The page's language. Hindi pages are the same app under the basename /hi (decision 028),
 * so the router's own base says which language a page is in, in loaders' absence too
 * (an error page).
 */
export function useLocale(): Locale {
  return useHref("/").startsWith(HINDI_BASE) ? "hi" : "en";
}

/** The page's translator: const { t, plural, locale } = useI18n(). */
export function useI18n(): Translator {
  return translator(useLocale());
}
