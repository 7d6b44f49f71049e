import { useLocation } from "react-router";
import { LANGUAGE_NAME, pathIn } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * The same page in the other language, its query and hash kept (decision 028). A plain
 * link: the other language is another app base (/hi), so the page loads afresh; a signed-in
 * person's choice is remembered by the root loader.
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t, locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const other = locale === "hi" ? "en" : "hi";
  return (
    <a
      href={pathIn(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      onClick={onNavigate}
      // In the page's language: "यह पेज अंग्रेज़ी में पढ़ें" (English pages name Hindi in its own script).
      aria-label={t("Read this page in {language}", {
        language: locale === "hi" ? t("English") : LANGUAGE_NAME[other],
      })}
      // Its own face for "हिन्दी" (app.css): English pages load no Devanagari font.
      className={other === "hi" ? `font-hindi-word ${className ?? ""}` : className}
    >
      {/* The language's own name, as it writes itself. */}
      <span lang={other} translate="no">
        {LANGUAGE_NAME[other]}
      </span>
    </a>
  );
}
