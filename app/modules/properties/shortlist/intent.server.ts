import { createCookie } from "react-router";

/**
 * A signed-out visitor's heart, kept while they sign in. The heart is a POST (the site's
 * cross-site rules apply to it); it leaves this cookie and sends the visitor to sign in,
 * and /shortlist/add then completes only the intent this browser posted. A link from
 * another site to /shortlist/add carries no such cookie (no site can set one for ours), so
 * it can only show a button: a GET never shortlists on its own.
 */
const intentCookie = createCookie("shortlist_intent", {
  httpOnly: true,
  sameSite: "lax",
  path: "/shortlist",
  // Long enough to find a forgotten password; short enough not to surprise a week later.
  maxAge: 60 * 60,
});

/** The Set-Cookie header that keeps the visitor's heart for this listing. */
export function rememberShortlistIntent(propertyId: string): Promise<string> {
  return intentCookie.serialize(propertyId);
}

/** The Set-Cookie header that ends it (once completed, or when another listing is asked for). */
export function forgetShortlistIntent(): Promise<string> {
  return intentCookie.serialize("", { maxAge: 0 });
}

/**
 * Whether this request completes the heart this browser posted for this listing: the cookie
 * names it, and the browser says the request comes from our own pages (sign-in's redirect),
 * not from another site's link or image.
 */
export async function isOwnShortlistIntent(request: Request, propertyId: string): Promise<boolean> {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const intended: unknown = await intentCookie.parse(request.headers.get("cookie"));
  return typeof intended === "string" && intended !== "" && intended === propertyId;
}
