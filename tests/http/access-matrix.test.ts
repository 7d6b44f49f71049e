import { beforeAll, expect, test } from "vitest";
import { type Access, builtRoutes, RULES, type Rule, sampleIds } from "../e2e/route-table";
import type { Answer, HttpSession } from "../support/http-session";
import { adminAccount, newAccount, postPropertyAs, sessionAs } from "../support/site";

const ROLES = ["anonymous", "Owner", "Client", "Agent", "Admin"] as const;
type Who = (typeof ROLES)[number];

function expectGet(access: Access, who: Who, response: Answer, url: string) {
  const status = response.status();
  const location = response.headers().location ?? "";
  const what = `GET ${url} as ${who}: ${status} ${location}`;
  switch (access) {
    case "public":
      return expect(status, what).toBe(200);
    case "guest":
      if (who === "anonymous") return expect(status, what).toBe(200);
      expect(status, what).toBe(302);
      return expect(location, what).toBe("/");
    case "member":
      if (who !== "anonymous") return expect(status, what).toBe(200);
      expect(status, what).toBe(302);
      return expect(location, what).toMatch(/^\/login\?redirectTo=/);
    case "admin":
      if (who === "anonymous") {
        expect(status, what).toBe(302);
        return expect(location, what).toMatch(/^\/login\?redirectTo=/);
      }
      return expect(status, what).toBe(who === "Admin" ? 200 : 403);
    case "owner":
      if (who === "anonymous") {
        expect(status, what).toBe(302);
        return expect(location, what).toMatch(/^\/login\?redirectTo=/);
      }
      return expect(status, what).toBe(who === "Admin" ? 200 : 404);
    case "party":
      if (who === "anonymous") {
        expect(status, what).toBe(302);
        return expect(location, what).toMatch(/^\/login\?redirectTo=/);
      }
      return expect(status, what).toBe(404);
    case "redirect":
      return expect([301, 302, 303, 307, 308], what).toContain(status);
    case "missing":
      return expect(status, what).toBe(404);
    case "key":
      return expect(status, what).toBe(401);
  }
}

function expectPost(access: Access, who: Who, response: Answer, url: string) {
  const status = response.status();
  const location = response.headers().location ?? "";
  const what = `POST ${url} as ${who}: ${status} ${location}`;
  expect(status, what).toBeLessThan(500);
  const refused = status === 401 || status === 403 || (status === 302 && location.startsWith("/login"));
  switch (access) {
    case "public":
      return expect(status === 401 || status === 403, what).toBe(false);
    case "guest":
      if (who === "anonymous") return expect(refused, what).toBe(false);
      return expect(status, what).toBe(302);
    case "member":
    case "owner":
      return expect(refused, what).toBe(who === "anonymous");
    case "party":
      if (who === "anonymous") return expect(refused, what).toBe(true);
      return expect(status, what).toBe(404);
    case "admin":
      if (who === "anonymous") return expect(refused, what).toBe(true);
      return expect(status === 403, what).toBe(who !== "Admin");
    case "missing":
      return expect(status, what).toBe(404);
    case "redirect":
      return expect(status, what).toBeGreaterThanOrEqual(300);
    case "key":
      return expect([401, 415], what).toContain(status);
  }
}

const contexts = new Map<Who, HttpSession>();

/** A visitor that is answered, not led: redirects are the answer. */
function signIn(who: Who): Promise<HttpSession> {
  if (who === "anonymous") return sessionAs(undefined, { maxRedirects: 0 });
  if (who === "Admin") return sessionAs(adminAccount, { maxRedirects: 0 });
  return sessionAs({ ...newAccount(who), register: true }, { maxRedirects: 0 });
}

/** A pending property posted through the wizard's own action. */
function postProperty(context: HttpSession, extra: Record<string, string> = {}): Promise<string> {
  return postPropertyAs(context, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
    city: "Lucknow",
    locality: "Chinhat",
    projectBuildingName: `Matrix plot ${Date.now()}`,
    contactNumber: "9839012345",
    price: "2500000",
    plotArea: "1200",
    ...extra,
  });
}

beforeAll(async () => {
  for (const who of ROLES) contexts.set(who, await signIn(who));
});

test("every route has a rule, and every rule names a route", async () => {
  const routes = await builtRoutes();
  const unclassified = routes.filter((route) => !(route.id in RULES)).map((route) => `${route.id} (${route.pattern})`);
  expect(unclassified, "routes without an access rule").toEqual([]);
  const stale = Object.keys(RULES).filter((id) => !routes.some((route) => route.id === id));
  expect(stale, "rules for routes that no longer exist").toEqual([]);
  for (const route of routes) {
    const rule = RULES[route.id] as Rule;
    if (route.hasAction) expect(rule.post, `${route.id} has an action: say who may post to it`).toBeDefined();
    if (route.hasLoader && route.pattern !== "/" && rule.get === undefined && route.hasPage) {
      throw new Error(`${route.id} has a page: say who may open it`);
    }
  }
});

test("every page and every action answers each role as its rule says", { timeout: 180_000 }, async () => {
  const routes = await builtRoutes();
  const ids = await sampleIds(contexts.get("anonymous") as HttpSession);
  let cases = 0;
  for (const route of routes) {
    const rule = RULES[route.id] as Rule;
    const url = rule.url?.(ids) ?? route.pattern;
    if (url.includes(":") || url.includes("*")) throw new Error(`${route.id}: give a concrete url for ${url}`);
    for (const who of ROLES) {
      const context = contexts.get(who) as HttpSession;
      if (rule.get) {
        expectGet(rule.get, who, await context.get(url), url);
        cases += 1;
      }
      if (rule.post && route.hasAction && !rule.skipPostProbe) {
        // An intent no action knows: the guard must answer before the intent is read.
        expectPost(rule.post, who, await context.post(url, { form: { intent: "matrix-probe" } }), url);
        cases += 1;
      }
    }
  }
  console.log(`access matrix: ${cases} route cases over ${routes.length} routes and ${ROLES.length} roles`);
});

test("records: pending properties, approval, deletion and a crafted approved flag, per role", async () => {
  const owner = contexts.get("Owner") as HttpSession;
  const agent = contexts.get("Agent") as HttpSession;
  const admin = contexts.get("Admin") as HttpSession;
  const detail = (id: string) => `/listing-detail?id=${id}`;

  const mine = await postProperty(owner);
  const theirs = await postProperty(agent);
  // Nobody but the owner and Admins sees a pending property.
  const expected: Record<Who, number> = { anonymous: 404, Owner: 200, Client: 404, Agent: 404, Admin: 200 };
  for (const who of ROLES) {
    expect((await (contexts.get(who) as HttpSession).get(detail(mine))).status(), `pending as ${who}`).toBe(
      expected[who],
    );
  }

  // Only an Admin approves or rejects, a listing or an owner's edit; a refused request changes nothing.
  for (const who of ["Owner", "Client", "Agent"] as const) {
    for (const intent of ["approve", "reject", "approve-edit", "reject-edit"]) {
      const response = await (contexts.get(who) as HttpSession).post(detail(mine), {
        form: { intent, id: mine, reason: "photos" },
      });
      expect(response.status(), `${intent} as ${who}`).toBe(403);
    }
  }
  // Only the owner closes or renews: anyone else finds nothing to change.
  for (const who of ["Client", "Agent", "Admin"] as const) {
    for (const [intent, reason] of [
      ["close", "sold"],
      ["renew", ""],
    ] as const) {
      const response = await (contexts.get(who) as HttpSession).post(detail(mine), {
        form: { intent, id: mine, reason },
      });
      expect(response.status(), `${intent} someone else's as ${who}`).toBe(409);
    }
  }
  expect((await contexts.get("anonymous")?.get(detail(mine)))?.status()).toBe(404);
  expect((await owner.get(detail(mine))).status()).toBe(200);

  // Delete: only one's own (or any, for an Admin).
  for (const who of ["Owner", "Client"] as const) {
    const response = await (contexts.get(who) as HttpSession).post(detail(theirs), {
      form: { intent: "delete", id: theirs },
    });
    expect(response.status(), `delete someone else's as ${who}`).toBe(404);
  }
  expect((await agent.get(detail(theirs))).status()).toBe(200);
  const ownDelete = await agent.post(detail(theirs), { form: { intent: "delete", id: theirs } });
  expect([200, 302]).toContain(ownDelete.status());
  expect((await agent.get(detail(theirs))).status()).toBe(404);

  // A crafted form cannot publish a property, not even an Admin's own.
  for (const context of [owner, admin]) {
    const crafted = await postProperty(context, { isApproved: "true", is_approved: "true", approvedAt: "2026-01-01" });
    expect((await contexts.get("anonymous")?.get(detail(crafted)))?.status(), "crafted isApproved").toBe(404);
  }

  // The Admin approves: then everyone sees it.
  expect((await admin.post(detail(mine), { form: { intent: "approve", id: mine } })).status()).toBe(200);
  for (const who of ROLES) {
    expect((await (contexts.get(who) as HttpSession).get(detail(mine))).status(), `approved as ${who}`).toBe(200);
  }
});

test("a demoted Admin is refused on the next request", async () => {
  const admin = contexts.get("Admin") as HttpSession;
  const account = newAccount("Client");
  const person = await sessionAs({ ...account, register: true }, { maxRedirects: 0 });
  const list = await (await admin.get("/admin/ComingSoon")).text();
  // The row of the new account: its e-mail, then its "Make Admin" form.
  const row = list.indexOf(account.email);
  const userId = row >= 0 ? /name="userId" value="([^"]+)"/.exec(list.slice(row))?.[1] : undefined;
  expect(userId, "the new account is on the Sign-ups page").toBeTruthy();

  expect((await person.get("/admin")).status()).toBe(403);
  expect(
    (await admin.post("/admin/ComingSoon", { form: { intent: "make-admin", userId: userId as string } })).status(),
  ).toBe(200);
  expect((await person.get("/admin")).status()).toBe(200);
  expect(
    (await admin.post("/admin/ComingSoon", { form: { intent: "remove-admin", userId: userId as string } })).status(),
  ).toBe(200);
  expect((await person.get("/admin")).status()).toBe(403);
});
