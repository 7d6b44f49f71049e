/**
 * Cache policy for pages and their data. Hashed assets and images are cached for a year
 * by server/app.ts; here: pages a visitor reads are revalidated by browsers and cached
 * briefly by shared caches; anything personal (a signed-in visitor, account, admin and
 * posting pages, form posts) is never stored.
 */
import { withoutLocale } from "#app/modules/i18n/locale";

const PRIVATE_PATHS = [
  "/admin",
  "/profile",
  "/postproperty",
  "/postlisting",
  "/propertydetails",
  "/additionaldetails",
  "/amenities",
  "/login",
  "/sign",
  "/logout",
];

/**
 * Browsers check again every time (a visitor sees an approval at once); a shared cache in
 * front (a CDN) may answer for a minute, which is where the load of many visitors goes.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE = "private, no-store";

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.get("cookie") ?? "");
}

export function cacheControlFor(request: Request, status: number): string {
  if (request.method !== "GET" && request.method !== "HEAD") return PRIVATE_CACHE;
  const path =
    withoutLocale(new URL(request.url).pathname)
      .toLowerCase()
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/";
  const personal = PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (personal || hasSessionCookie(request)) return PRIVATE_CACHE;
  return status === 200 ? PUBLIC_PAGE_CACHE : "no-cache";
}

/**
 * Applies the policy unless the route chose its own. No `Vary: Cookie`: a shared cache in
 * front must pass requests with the session cookie through instead (docs/deploy.md), as
 * our own page cache does, so that signed-out visitors share one copy whatever other
 * cookies they carry.
 */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(request, status));
}

/**
 * Whether this request's page is the same for everyone who could send it, so one copy may
 * answer them all (page-cache.server.ts): a GET of a public page without a session, and
 * not a link that carries a token of its own (renewal, unsubscribe, reset).
 */
export function isSharedPage(request: Request): boolean {
  if (request.method !== "GET" || request.headers.has("authorization")) return false;
  const url = new URL(request.url);
  if (url.searchParams.has("token") || withoutLocale(url.pathname).toLowerCase().startsWith("/resources/"))
    return false;
  return cacheControlFor(request, 200) === PUBLIC_PAGE_CACHE;
}

/**
 * Public pages whose only personal parts come from loader data a signed-in visitor's page
 * fetches again after it hydrates (decision 055): the root's (the top bar's name and
 * counts, the hearts) and the page's own (a listing's owner and Admin panels, a seeker's
 * enquiry). Behind the front door, such a visitor gets the page everyone shares and the
 * page fills in the rest with one request for this person's data. Documents only: a
 * client-side navigation's data is this person's own.
 */
const SHARED_WITH_SIGNED_IN = [/^\/$/, /^\/search$/, /^\/listing-detail$/, /^\/properties(?:\/[^/]+){1,2}$/];

export function sharedWithSignedIn(url: URL): boolean {
  const path = withoutLocale(url.pathname).toLowerCase().replace(/\/+$/, "") || "/";
  return SHARED_WITH_SIGNED_IN.some((pattern) => pattern.test(path));
}
