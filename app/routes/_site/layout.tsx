import { lazy, Suspense } from "react";
import { Outlet, useNavigation } from "react-router";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import { TopBar } from "#app/components/layout/top-bar";
import type { Route } from "./+types/layout";

// The footer is the same on every page and few reach it: its code (links, the company's
// words, the social links) comes when a pointer, touch or focus reaches it, and until then
// its server HTML works as plain links (decision 023).
const Footer = hydrateOnInteraction(() => import("#app/components/layout/footer").then((module) => module.Footer));

// Needed only once a client-side navigation is on its way.
const ProjectLoadingMessage = lazy(() =>
  import("#app/components/projects/project-loading").then((module) => ({ default: module.ProjectLoadingMessage })),
);

/**
 * A polite live region, always there so that a loading message is announced when it
 * appears (no role="status": the page's own form messages are the status of each page).
 */
function ProjectLoading() {
  const navigation = useNavigation();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      {navigation.state === "loading" ? (
        <Suspense fallback={null}>
          <ProjectLoadingMessage pathname={navigation.location.pathname} />
        </Suspense>
      ) : null}
    </div>
  );
}

// Only an error page needs its code.
const ErrorPage = lazy(() => import("#app/components/error-page").then((module) => ({ default: module.ErrorPage })));

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TopBar />
      <ProjectLoading />
      <main id="main" tabIndex={-1} className="min-h-[80vh] outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors inside the site (a 404, a 403, a failed load) keep the top bar and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <div className="container-page py-12">
        <Suspense fallback={null}>
          <ErrorPage error={error} />
        </Suspense>
      </div>
    </Shell>
  );
}
