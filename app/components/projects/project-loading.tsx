import { useNavigation } from "react-router";

/**
 * "Loading project details..." while the browser fetches a project page (a card or a link
 * was followed), and "Loading..." on the way to a city's list of projects: the current
 * page stays until the next one is ready, so this says that something is happening. A city
 * page names its real city ("Loading Noida project details..."). Rendered once by the
 * site's layout, so it shows whichever page the link was on. Server-rendered pages never
 * show it: their data is already there.
 */
export function ProjectLoading() {
  const navigation = useNavigation();
  const message = navigation.state === "loading" ? loadingMessage(navigation.location.pathname) : null;
  return (
    // A polite live region, always there so that the message is announced when it appears
    // (no role="status": the page's own form messages are the status of each page).
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      {message ? (
        <p
          className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white shadow-lg"
          data-testid="project-loading"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
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
export function loadingMessage(pathname: string): string | null {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  if (DETAIL_PAGES.has(first)) return "Loading project details...";
  if (CITY_LIST.test(pathname)) return "Loading...";
  const city = CITY_PAGE.exec(pathname)?.[1]?.toLowerCase();
  if (!city) return null;
  return city === "unknown"
    ? "Loading project details..."
    : `Loading ${city.charAt(0).toUpperCase()}${city.slice(1)} project details...`;
}
