import { fill, type Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * "Loading project details..." while the browser fetches a project page (a card or a link
 * was followed), and "Loading..." on the way to a city's list of projects: the current
 * page stays until the next one is ready, so this says that something is happening. A city
 * page names its real city ("Loading Noida project details..."). The site's layout shows it
 * in its live region during a client-side navigation (its code comes with the first one),
 * whichever page the link was on. Server-rendered pages never show it: their data is
 * already there.
 */
export function ProjectLoadingMessage({ pathname }: { pathname: string }) {
  const message = loadingMessage(pathname, useI18n().t);
  return message ? (
    <p
      className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white shadow-lg"
      data-testid="project-loading"
    >
      {message}
    </p>
  ) : null;
}

const DETAIL_PAGES = new Set(["newprojectd", "newsprojectdetail", "explorecitypropertyd"]);
const CITY_LIST = /^\/project\/[^/]+\/?$/i;
const CITY_PAGE = /^\/([a-z]+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

/**
 * What to say while a project page is on its way, or null for any other page:
 * "Loading project details...", "Loading..." for a city's list of projects (/project/{city}),
 * or on a city page "Loading Noida project details..."
 * (the city from the path, capitalised; the old page always said Lucknow).
 */
export function loadingMessage(pathname: string, t: Translator["t"] = fill): string | null {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  if (DETAIL_PAGES.has(first)) return t("Loading project details...");
  if (CITY_LIST.test(pathname)) return t("Loading...");
  const city = CITY_PAGE.exec(pathname)?.[1]?.toLowerCase();
  if (!city) return null;
  return city === "unknown"
    ? t("Loading project details...")
    : t("Loading {city} project details...", { city: t(`${city.charAt(0).toUpperCase()}${city.slice(1)}`) });
}
