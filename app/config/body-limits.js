// Plain JavaScript: the front door (server/door.js) reads it unbuilt; the site through
// LIMITS (limits.ts) and request-body.ts. One place for the rules of request bodies.

/** Request bodies of forms (every route but the photo upload), refused with 413 beyond this. */
export const FORM_BODY_BYTES = 1024 * 1024;

/** A photo's file, as the upload route takes it (its own message beyond). */
export const IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * After refusing a body we read and discard up to this much more, so the client can finish
 * sending and read the refusal (closing on unread data resets the connection); past it we close.
 */
export const REFUSED_BODY_DRAIN = { bytes: 64 * 1024 * 1024, ms: 10_000 };

/** What the server says when it refuses a body for its size or its pace; plain text. */
export const BODY_REFUSALS = {
  tooLarge: "The request is too large.",
  tooSlow: "The form took too long to arrive. Please send it again.",
};

/**
 * The photo upload (and its single-fetch `.data` twin), in either language (a Hindi page's
 * fetcher posts to /hi/resources/upload): React Router matches paths case-insensitively.
 * @param {string} pathname
 */
export function isUploadPath(pathname) {
  return /^(?:\/hi)?\/resources\/upload(\.data)?\/?$/i.test(pathname);
}

/** The import API's JSON bodies (decision 064): one listing, refused with 413 beyond this. */
export const API_BODY_BYTES = 64 * 1024;

/**
 * The import API (decision 064): its bodies are JSON, not forms.
 * @param {string} pathname
 */
export function isApiPath(pathname) {
  return /^\/api\/v1\//i.test(pathname);
}

/**
 * The most a body may be at this path, the photo upload apart: the import API's JSON or a
 * form. The front door and the site's body reader both ask here.
 * @param {string} pathname
 */
export function bodyBytesFor(pathname) {
  return isApiPath(pathname) ? API_BODY_BYTES : FORM_BODY_BYTES;
}
