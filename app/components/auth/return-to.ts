import { useSearchParams } from "react-router";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";

/** Pages that send a signed-out visitor to sign in before posting a property (the wizard, /Postlisting). */
export const POSTING_PAGE = /^\/post(property|listing)(?:[/?#]|$)/i;

/**
 * Where /login and /sign send the visitor once signed in: the page they came from
 * (`?redirectTo=`, a path on this site, decision 059), or the home page.
 */
export function useReturnTo(): string {
  const [searchParams] = useSearchParams();
  return safeRedirectPath(searchParams.get("redirectTo"));
}

/** A link to the neighbouring form (/login ↔ /sign) that keeps where the visitor goes back to. */
export function keepingReturn(path: string, returnTo: string): string {
  return returnTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo: returnTo })}`;
}
