import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { MapWords } from "#app/components/listing-core/leaflet-map";
import type { Role } from "#app/config/enums";
import { NO_SITE, type Site } from "#app/config/site";
import type { Locale } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * What the root loader (app/root.tsx) gives every page. Declared here, where components read
 * it, and the loader is held to it: a component never imports a page (the floors).
 */
export interface RootData {
  locale: Locale;
  /** The catalogue a Hindi page reads before it hydrates (decision 028); none in English. */
  catalog: string | null;
  fonts: string[];
  /** Who is signed in, and their conversations with messages they have not read (the top bar's count). */
  user: { id: string; name: string; role: Role; unread: number } | null;
  /** The hearts: which listings this person has shortlisted (root data, never cached with a page). */
  shortlist: string[];
  site: Site;
  year: number;
  footerPlaces: Array<{ to: string; label: string }>;
  /** Where maps take their tiles from (MAP_TILES_URL, decision 050). */
  mapTiles: { tilesUrl: string; attribution: string };
}

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
