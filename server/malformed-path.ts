import type express from "express";

/** The path every malformed address is answered as: one no route claims (the site's 404). */
const NO_SUCH_PAGE = "/not-a-page";

/**
 * A path that does not decode (a cut-off escape such as /services/%E0%A4) names no page:
 * it gets the site's own "Page not found", in its layout and language, instead of the
 * router's bare "Bad Request" (Express decodes the path to match its routes and fails).
 */
export const malformedPathIsNotFound: express.RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    const hindi = req.path === "/hi" || req.path.startsWith("/hi/");
    // Both: the routes match req.url, the page is rendered for req.originalUrl.
    req.url = req.originalUrl = hindi ? `/hi${NO_SUCH_PAGE}` : NO_SUCH_PAGE;
  }
  next();
};
