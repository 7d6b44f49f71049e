import { msg } from "#app/modules/i18n/translate";
import { notFound } from "#app/modules/platform/http.server";

// The error page shows it in the page's language (the same words as notFound's own).
const NOT_FOUND = msg("We could not find that page.");

/** Any path no other route claims: a real 404 inside the shared layout. */
export function loader() {
  notFound(NOT_FOUND);
}

export function action() {
  notFound(NOT_FOUND);
}

export default function NotFound() {
  return null;
}
