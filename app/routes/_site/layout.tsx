import { Outlet } from "react-router";
import { ErrorPage } from "#app/components/error-page";
import { Footer } from "#app/components/layout/footer";
import { TopBar } from "#app/components/layout/top-bar";
import { ProjectLoading } from "#app/components/projects/project-loading";
import type { Route } from "./+types/layout";

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
        <ErrorPage error={error} />
      </div>
    </Shell>
  );
}
