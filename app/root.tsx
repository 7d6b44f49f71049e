import { lazy, Suspense, useEffect, useLayoutEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigationType,
  useRouteLoaderData,
} from "react-router";
import { TIMING } from "#app/config/limits";
import { getSite } from "#app/config/site.server";
import { getUser, rememberLocale } from "#app/modules/accounts/session.server";
import { catalogHref, fontPreloads } from "#app/modules/i18n/catalog.server";
import { HTML_LANG, localeOfPath, withoutLocale } from "#app/modules/i18n/locale";
import { useLocale } from "#app/modules/i18n/use-i18n";
import { mapSettings } from "#app/modules/listing-core/map-settings.server";
import { replayEarlyPresses } from "#app/modules/platform/early-presses";
import { MARK_PERSONAL, personalFillPending, usePersonalFill } from "#app/modules/platform/personal-fill";
import { conversationInPath, unreadConversationCount } from "#app/modules/properties/messages/conversations.server";
import { footerPlaceLinks } from "#app/modules/properties/search/place-links";
import { shortlistIds } from "#app/modules/properties/shortlist/shortlist.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/nonce";
import type { RootData } from "./components/root-data";
import devanagari from "./devanagari.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const user = await getUser(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (user) await rememberLocale(user, locale);
  return {
    locale,
    /** The catalogue a Hindi page reads before it hydrates (decision 028); none in English. */
    catalog: catalogHref(locale),
    fonts: fontPreloads(locale),
    user: user
      ? {
          id: user.id,
          name: user.name,
          role: user.role,
          /** Conversations with messages they have not read: the top bar's count. */
          unread: await unreadConversationCount(
            user.id,
            conversationInPath(withoutLocale(new URL(request.url).pathname)),
          ),
        }
      : null,
    /** The hearts: which listings this person has shortlisted (root data, never cached with a page). */
    shortlist: user ? await shortlistIds(user.id) : [],
    site: getSite(),
    year: new Date().getFullYear(),
    footerPlaces: footerPlaceLinks(),
    /** Where maps take their tiles from (MAP_TILES_URL, decision 050). */
    mapTiles: mapSettings(locale),
  };
}

// Who is signed in and what they shortlisted change only through a form (login, logout,
// sign-up, a heart), so the root data is not fetched again on plain navigations.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  // A signed-in visitor's page from the shared copy fetches this person's data (decision 055).
  personalFillPending() ||
  // Leaving /login after signing in may pass through /shortlist/add, which changes the hearts.
  formMethod ||
  withoutLocale(currentUrl.pathname).toLowerCase() === "/login" ||
  // The messages' pages fetch their data again as messages come: the unread count with it.
  /^(\/hi)?\/messages/i.test(nextUrl.pathname)
    ? defaultShouldRevalidate
    : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    // A Hindi page names its catalogue here: it is fetched after the first paint, with the
    // scripts (module-preloads.server.ts), and read before hydrating (entry.client.tsx).
    <html lang={HTML_LANG[locale]} data-catalog={root?.catalog ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b664d" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (personal-fill.ts) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_PERSONAL }} />
        <Meta />
        <Links />
        {/* Hindi pages only: the Devanagari font (root loader), early but after the page's
            own image and styles, which it otherwise shared the line with (decision 040). */}
        {root?.fonts.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            fetchPriority="low"
          />
        ))}
        {locale === "hi" ? <link rel="stylesheet" href={devanagari} /> : null}
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <SmoothScrollToTop />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Hydrated: what was pressed before is done now (early-presses.ts).
  useEffect(replayEarlyPresses, []);
  usePersonalFill();
  return <Outlet />;
}

/**
 * The old product's scroll to the top (docs/product/old-product.md §1): a new page (PUSH
 * or REPLACE) opens where the last one was and scrolls smoothly to the top 100 ms later.
 * ScrollRestoration, rendered just before, keeps Back and Forward where the reader was, and
 * jumps to the top on a new page; this undoes that jump. Left alone: pages opened with
 * preventScrollReset or a #hash (not at the top after ScrollRestoration), and readers who
 * ask for reduced motion (instant).
 */
function SmoothScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read while rendering the new page, before the DOM changes: where the reader was.
  const before = typeof window === "undefined" ? 0 : window.scrollY;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location is the trigger
  useLayoutEffect(() => {
    if (navigationType === "POP" || location.hash || before === 0 || window.scrollY !== 0) return;
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    window.scrollTo(0, before);
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: "smooth" }), TIMING.scrollTopDelayMs);
    return () => clearTimeout(timer);
  }, [location.key]);
  return null;
}

// Only an error page needs its code.
const ErrorPage = lazy(() => import("./components/error-page").then((module) => ({ default: module.ErrorPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="container-page py-16">
      <Suspense fallback={null}>
        <ErrorPage error={error} />
      </Suspense>
    </main>
  );
}
