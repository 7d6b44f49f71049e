import { useRouteLoaderData } from "react-router";
import { NO_SITE, type Site } from "#app/config/site";
import type { loader as rootLoader } from "#app/root";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/**
 * The company's details, from the root loader (config/site.server.ts). Pages under the root
 * always have them; only the root's own error page (its loader failed) renders without,
 * and it names no details.
 */
export function useSite(): Site {
  return useRouteLoaderData<RootData>("root")?.site ?? NO_SITE;
}

export function useOptionalUser(): RootData["user"] {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

export function useYear(): number {
  return useRouteLoaderData<RootData>("root")?.year ?? new Date().getFullYear();
}

/** The ids of the listings the signed-in person has shortlisted. */
export function useShortlist(): string[] {
  return useRouteLoaderData<RootData>("root")?.shortlist ?? [];
}

/** Where maps take their tiles from, and the credit they show. */
export function useMapTiles(): RootData["mapTiles"] {
  return useRouteLoaderData<RootData>("root")?.mapTiles ?? { tilesUrl: "", attribution: "" };
}

/** The place pages the footer links to. */
export function useFooterPlaces(): RootData["footerPlaces"] {
  return useRouteLoaderData<RootData>("root")?.footerPlaces ?? [];
}
