import { notFound } from "#app/modules/platform/http.server";

/** Any path no other route claims: a real 404 inside the shared layout. */
export function loader() {
  notFound();
}

export function action() {
  notFound();
}

export default function NotFound() {
  return null;
}
