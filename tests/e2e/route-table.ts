import fs from "node:fs";
import path from "node:path";
import type { Requester } from "../support/http-session";

export interface RouteInfo {
  id: string;
  /** The full URL pattern, e.g. "/services/:serviceUrl". */
  pattern: string;
  hasLoader: boolean;
  hasAction: boolean;
  hasPage: boolean;
  /** The route's module in the browser build: routes that share one draw the same page. */
  module: string;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  hasDefaultExport: boolean;
  module: string;
}

/**
 * Every route of the built site, from the browser's route manifest (the build writes it
 * from app/routes.ts): read as text, so that a test process never loads the server build.
 */
export async function builtRoutes(): Promise<RouteInfo[]> {
  const dir = path.resolve("build/client/assets");
  const [file] = fs
    .readdirSync(dir)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!file) throw new Error("No build: run `npx react-router build` first.");
  const source = fs.readFileSync(file, "utf8");
  const { routes } = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
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
    module: route.module,
  }));
}

/**
 * Who may do what, route by route. The list of routes comes from the build, so a new
 * route without a rule here fails this test until someone decides who may open it.
 *
 *   public   everyone may open it
 *   guest    signed-out visitors only (signed-in users are sent home)
 *   member   any signed-in user (visitors are sent to /login or told to sign in)
 *   admin    Admins only (visitors to /login, other roles 403)
 *   owner    a listing's owner and Admins only (visitors to /login, anyone else 404: the
 *            sample listing is a demo one, so every test account is "anyone else")
 *   party    the two sides of a conversation only (visitors to /login, anyone else 404,
 *            Admins too: they see only reported conversations, on their desk)
 *   redirect always answers with a redirect
 *   missing  always 404
 *   key      the import API: a poster's key opens it, a session does not (401 for everyone
 *            here; a form is refused 415 before that: the API takes JSON)
 */
export type Access = "public" | "guest" | "member" | "admin" | "owner" | "party" | "redirect" | "missing" | "key";
export interface Rule {
  get?: Access;
  post?: Access;
  /** A concrete URL for the pattern (parameters, query). */
  url?: (ids: SampleIds) => string;
  /** The probe would end the shared sessions (logout); tested in security.spec.ts. */
  skipPostProbe?: boolean;
}
export interface SampleIds {
  /** The Hindi catalogue's address (its name carries its hash). */
  catalog: string;
  property: string;
  project: string;
  /** One project per city page (/lucknow/{id}...): a project answers under its own city only. */
  projectIn: Record<string, string>;
}

export const RULES: Record<string, Rule> = {
  root: {},
  "routes/_site/layout": {},
  "routes/admin/layout": {},
  "routes/_auth/login": { get: "guest", post: "public" },
  "routes/_auth/login-unlock": { get: "guest", post: "guest", url: () => "/login/unlock?token=not-a-token" },
  "routes/_auth/sign": { get: "guest", post: "guest" },
  "routes/_auth/logout": { get: "redirect", post: "public", skipPostProbe: true },
  "routes/_auth/forgot-password": { get: "public", post: "public" },
  "routes/_auth/reset-password": { get: "public", post: "public", url: () => "/reset-password?token=not-a-token" },
  "routes/_auth/verify-email": { get: "public", url: () => "/verify-email?token=not-a-token" },
  "routes/_auth/undo-email": { get: "public", post: "public", url: () => "/undo-email?token=not-a-token" },
  "routes/_account/my-data": { get: "member" },
  "routes/_account/settings": { get: "member", post: "member" },
  "routes/_account/contact-owner/enquiries": { get: "member", post: "member" },
  "routes/_account/listing-stats": {
    get: "owner",
    post: "member",
    url: (ids) => `/profile/listing-stats?id=${ids.property}`,
  },
  // A visitor's heart goes through sign-in (a redirect to /login), as "member" expects.
  "routes/_account/shortlist": { get: "member", post: "member" },
  "routes/_account/saved-searches/list": { get: "member", post: "member" },
  "routes/_account/saved-searches/unsubscribe": {
    get: "public",
    post: "public",
    url: () => "/alerts/unsubscribe?id=x&sig=y",
  },
  // Without the heart this browser posted, it only asks (a page with a button that posts).
  "routes/_account/shortlist-add": { get: "member", url: (ids) => `/shortlist/add?id=${ids.property}&back=/` },
  "routes/_account/delete-account": { get: "member", post: "member" },
  "routes/_account/messages/list": { get: "member" },
  "routes/_account/messages/book-visit": {
    get: "member",
    post: "member",
    url: (ids) => `/messages/book?listing=${ids.property}`,
  },
  "routes/_account/messages/conversation": {
    get: "party",
    post: "party",
    url: () => "/messages/00000000-0000-4000-8000-000000000000",
  },
  "routes/_account/messages/visit-hours": { get: "member", post: "member" },
  // Bulk imports (decision 062): anyone signed in; an import is its poster's alone.
  "routes/_account/import/upload": { get: "member", post: "member" },
  "routes/_account/import/import": {
    // Its poster's alone, Admins included: anyone else is told there is no such import.
    get: "party",
    post: "member",
    url: () => "/profile/import/00000000-0000-4000-8000-000000000000",
  },
  "routes/_account/import/file": { get: "member", url: () => "/profile/import/file?kind=template" },
  "routes/_account/import/api-keys": { get: "member", post: "member" },
  "routes/_account/import/webhook": { get: "member", post: "member" },
  "routes/_account/import/feed": { get: "member", post: "member" },
  // The import API (decision 064): a CRM's key, never a session; its description is public.
  "routes/import-api/openapi": { get: "public" },
  "routes/import-api/listings": { get: "key", post: "key" },
  "routes/import-api/listing": { get: "key", post: "key", url: () => "/api/v1/listings/REF-1" },
  "routes/_account/messages/visit-calendar": {
    get: "party",
    url: () => "/messages/visit/00000000-0000-4000-8000-000000000000.ics",
  },
  "routes/_listings/post-property": { get: "public", post: "member" },
  "routes/resources/upload": { post: "member" },
  "routes/resources/wizard-draft": { post: "member" },
  "routes/resources/localities": { get: "public", url: () => "/resources/localities?q=gomti%20nagr" },
  "routes/resources/locality-centre": {
    get: "public",
    url: () => "/resources/locality-centre?city=Lucknow&locality=Aliganj",
  },
  "routes/resources/search-count": { get: "public", url: () => "/resources/search-count?bhk=3&city=Lucknow" },
  "routes/resources/catalog": { get: "public", url: (ids) => ids.catalog },
  "routes/resources/robots": { get: "public" },
  "routes/resources/sitemap-index": { get: "public" },
  "routes/resources/sitemap-file": { get: "public", url: () => "/sitemaps/pages.xml" },
  "routes/_site/home": { get: "public" },
  "routes/_content/about": { get: "public" },
  "routes/_content/service": { get: "public" },
  "routes/_content/service-detail": { get: "public", url: () => "/services/buy-plots" },
  "routes/_content/city": { get: "public" },
  "routes/_content/project-service": { get: "public", url: () => "/ProjectService/noida" },
  "routes/_content/contact-us": { get: "public", post: "public" },
  "routes/_content/privacy-policy": { get: "public" },
  "legal-privacy": { get: "public" },
  "legal-terms": { get: "public" },
  "legal-cookies": { get: "public" },
  "routes/_content/buy": { get: "public" },
  "routes/_listings/search": { get: "public", post: "member", url: () => "/Search?city=Lucknow" },
  "place-city": { get: "public", url: () => "/properties/lucknow" },
  "place-second": { get: "public", url: () => "/properties/lucknow/rent" },
  "place-third": { get: "public", url: () => "/properties/lucknow/gomti-nagar-extension/buy" },
  "routes/_content/our-project-create": { get: "public", post: "admin" },
  "routes/_listings/listing-post": { get: "public" },
  "routes/_listings/listing-detail": {
    get: "public",
    post: "member",
    url: (ids) => `/listing-detail?id=${ids.property}`,
  },
  "routes/_listings/postlisting": { get: "member", post: "member" },
  // Anyone compares; a post only changes this browser's choice (a cookie) and redirects.
  "routes/_listings/compare": { get: "public", post: "public", url: (ids) => `/compare?ids=${ids.property}` },
  "routes/admin/reports": { get: "admin", post: "admin" },
  "routes/admin/messages": { get: "admin", post: "admin" },
  "routes/admin/brokers": { get: "admin", post: "admin" },
  "routes/admin/legality": { get: "admin", post: "admin" },
  "routes/admin/landmarks": { get: "admin", post: "admin" },
  // The reminder e-mail's link: signed, so it needs no sign-in; a bad token is told so.
  "routes/_listings/renew-listing": { get: "public", post: "public", url: () => "/listing/renew?token=not-a-token" },
  "wizard-step-1": { get: "public" },
  "wizard-step-2": { get: "public" },
  "wizard-step-3": { get: "public" },
  "routes/_account/profile": { get: "member", post: "member" },
  "routes/_projects/new-project": { get: "public", url: () => "/NewProject?city=Noida" },
  "routes/_projects/new-project-detail": { get: "public", url: (ids) => `/NewProjectD?projectId=${ids.project}` },
  "routes/_projects/project-city-redirect": { get: "redirect", url: (ids) => `/Newprojectdetial?id=${ids.project}` },
  "routes/_projects/projects-in-city": { get: "public", url: () => "/project/Lucknow" },
  "routes/_projects/news-project": { get: "public" },
  "routes/_projects/news-project-detail": {
    get: "public",
    url: (ids) => `/NewsProjectdetail?projectId=${ids.projectIn.lucknow}&city=Lucknow`,
  },
  "routes/_projects/city-home": { get: "public" },
  "routes/_projects/explore-city-property": {
    get: "public",
    url: (ids) => `/ExplorecityPropertyD?projectId=${ids.project}`,
  },
  "routes/admin/dashboard": { get: "admin", post: "admin" },
  "routes/admin/our-projects": { get: "admin", post: "admin" },
  "routes/admin/properties": { get: "admin", post: "admin" },
  "routes/admin/sign-ups": { get: "admin", post: "admin" },
  "routes/admin/contact-us": { get: "admin", post: "admin" },
  "routes/admin/project-explore": { get: "admin", post: "admin" },
  "routes/admin/circle-rates": { get: "admin", post: "admin" },
  "routes/_site/not-found": { get: "missing", post: "missing", url: () => "/no/such/page" },
};
const CITY_PAGES = ["lucknow", "noida", "gurugram", "kanpur", "varanasi"];
for (const city of CITY_PAGES) {
  RULES[`city-project-${city}`] = { get: "public", url: (ids) => `/${city}/${ids.projectIn[city]}` };
}
// The demo projects are all in the five cities: under /unknown one moves to its own (301).
RULES["city-project-unknown"] = { get: "redirect", url: (ids) => `/unknown/${ids.project}` };

/** Real ids to put in the URLs: the first approved property and project of the sitemap. */
export async function sampleIds(context: Requester): Promise<SampleIds> {
  const first = async (name: string, pattern: RegExp) => {
    const xml = await (await context.get(`/sitemaps/${name}.xml`)).text();
    const id = pattern.exec(xml)?.[1];
    if (!id) throw new Error(`no sample in ${name}`);
    return id;
  };
  const projectIn: Record<string, string> = {};
  for (const city of CITY_PAGES) {
    const html = await (await context.get(`/project/${city}`)).text();
    const id = /\/[a-z]+\/([0-9a-f-]{36})"/.exec(html)?.[1];
    if (!id) throw new Error(`no sample project in ${city}`);
    projectIn[city] = id;
  }
  const hindi = await (await context.get("/hi")).text();
  const catalog = /data-catalog="(\/resources\/catalog\/hi\.[0-9a-f]{12}\.json)"/.exec(hindi)?.[1];
  if (!catalog) throw new Error("no Hindi catalogue named on /hi");
  return {
    catalog,
    property: await first("properties-1", /listing-detail\?id=([0-9a-f-]{36})/),
    project: await first("projects-1", /NewProjectD\?projectId=([0-9a-f-]{36})/),
    projectIn,
  };
}

/** A URL for every page anyone may open (the pages whose weight the budget test measures). */
export async function publicPages(context: Requester): Promise<string[]> {
  const ids = await sampleIds(context);
  return (await builtRoutes())
    .filter((route) => route.hasPage && RULES[route.id]?.get === "public")
    .map((route) => RULES[route.id]?.url?.(ids) ?? route.pattern);
}
