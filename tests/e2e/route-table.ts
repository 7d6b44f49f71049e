import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface RouteInfo {
  id: string;
  /** The full URL pattern, e.g. "/services/:serviceUrl". */
  pattern: string;
  hasLoader: boolean;
  hasAction: boolean;
  hasPage: boolean;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  hasDefaultExport: boolean;
}

/** Every route of the built site (the build's manifest mirrors app/routes.ts). */
export async function builtRoutes(): Promise<RouteInfo[]> {
  const dir = path.resolve("build/server/assets");
  const file = fs.readdirSync(dir).find((name) => name.startsWith("server-build"));
  if (!file) throw new Error("No build: run `npx react-router build` first.");
  const { assets } = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    assets: { routes: Record<string, ManifestRoute> };
  };
  const routes = assets.routes;
  const patternOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? patternOf(routes[route.parentId] as ManifestRoute) : "";
    const own = route.path ? `/${route.path}` : "";
    return `${parent.replace(/\/$/, "")}${own}` || "/";
  };
  return Object.values(routes).map((route) => ({
    id: route.id,
    pattern: patternOf(route),
    hasLoader: route.hasLoader,
    hasAction: route.hasAction,
    hasPage: route.hasDefaultExport,
  }));
}
