import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { MapWords } from "#app/components/listing-core/leaflet-map";
import { NO_SITE, type Site } from "#app/config/site";
import { useI18n } from "#app/modules/i18n/use-i18n";
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

/** Where maps take their tiles from, the credit they show, and their buttons' words in the page's language. */
export function useMapTiles(): RootData["mapTiles"] & { words: MapWords } {
  const { t } = useI18n();
  const tiles = useRouteLoaderData<RootData>("root")?.mapTiles;
  // The same object from render to render: maps are drawn again when it changes.
  return useMemo(
    () => ({
      ...(tiles ?? { tilesUrl: "", attribution: "" }),
      words: { zoomIn: t("Zoom in"), zoomOut: t("Zoom out"), library: t("A JavaScript library for interactive maps") },
    }),
    [tiles, t],
  );
}

/** The place pages the footer links to. */
export function useFooterPlaces(): RootData["footerPlaces"] {
  return useRouteLoaderData<RootData>("root")?.footerPlaces ?? [];
}
