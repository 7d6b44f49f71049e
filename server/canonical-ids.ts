import type express from "express";

const ANY_CASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids have one form: lowercase UUIDs (app/modules/platform/ids.ts accepts no other). A page
 * asked for with an id in capitals is sent, permanently, to the same address with the id in
 * lowercase, before the page cache or a route sees it: cache keys and tags, limits and view
 * counts all see one id. Anything else (a form, a .data request) with such an id names no row.
 */
export const redirectToCanonicalIds: express.RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url.includes("?") || req.path.endsWith(".data")) {
    return next();
  }
  const url = new URL(req.url, "http://site.invalid");
  let changed = false;
  for (const [name, value] of url.searchParams) {
    if (ANY_CASE_UUID.test(value) && value !== value.toLowerCase()) {
      url.searchParams.set(name, value.toLowerCase());
      changed = true;
    }
  }
  if (!changed) return next();
  res.set("Cache-Control", "no-store").redirect(301, `${url.pathname}${url.search}`);
};
