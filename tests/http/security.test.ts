import { describe, expect, test } from "vitest";
import { E2E } from "../e2e/e2e-env";
import { HttpSession } from "../support/http-session";
import { newAccount } from "../support/site";

// Headers and cross-site writes, over HTTP (a page load's console: tests/e2e/security.spec.ts).

/** A visitor of the built site, without a browser. */
const request = new HttpSession({ baseURL: E2E.baseURL });

const PAGES = ["/", "/about", "/login", "/sign", "/listing-post", "/NewProject", "/no-such-page"];

describe("security headers", () => {
  for (const path of PAGES) {
    test(`${path} carries a nonce-based CSP and the other headers`, async () => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, "script-src nonce").toBeTruthy();
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBeTruthy();
      expect(headers["strict-transport-security"]).toBeUndefined();
      // Every inline and module script of the page carries this response's nonce.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    });
  }

  test("HSTS is sent when the site is reached over HTTPS", async () => {
    const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });
});

describe("cross-site forms and sessions", () => {
  const form = { email: "nobody@e2e.awadhestates.in", password: "whatever-it-is" };

  test("a form posted from another site is refused and changes nothing", async () => {
    const attempts: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await request.post("/login", { form, headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    const account = newAccount("Client");
    const signUp = await request.post("/sign", {
      form: { ...account, confirmPassword: account.password },
      headers: { origin: "https://evil.example" },
    });
    expect(signUp.status()).toBe(403);
    // The same account can then be created from our own origin: nothing was stored before.
    const ours = await request.post("/sign", {
      form: { ...account, confirmPassword: account.password },
      headers: { origin: E2E.baseURL },
    });
    expect(ours.status()).toBe(200);
  });

  test("another site can neither shortlist by a link nor post the heart", async () => {
    const account = newAccount("Client");
    const api = new HttpSession({ baseURL: E2E.baseURL, maxRedirects: 0 });
    // Sign-up signs the new account in (decision 059).
    const signUp = await api.post("/sign", { form: { ...account, confirmPassword: account.password } });
    expect(signUp.status()).toBe(200);
    expect(signUp.headers()["set-cookie"]).toMatch(/session_token=/);
    const sitemap = await (await api.get("/sitemaps/properties-1.xml")).text();
    const id = /listing-detail\?id=([0-9a-f-]{36})/.exec(sitemap)?.[1] ?? "";
    expect(id).not.toBe("");
    const shortlisted = async () => (await (await api.get("/shortlist")).text()).includes(`listing-detail?id=${id}`);

    // A link (or an image) on another site: a page asking, with a button; nothing added.
    const link = await api.get(`/shortlist/add?id=${id}&back=/`, {
      headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    });
    expect(link.status()).toBe(200);
    expect(await link.text()).toContain("Add to shortlist");
    expect(await shortlisted()).toBe(false);

    // The heart posted from another site is refused.
    const foreign: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const post = await api.post("/shortlist", { form: { propertyId: id, on: "1", back: "/" }, headers });
      expect(post.status(), JSON.stringify(headers)).toBe(403);
    }
    expect(await shortlisted()).toBe(false);
    // The same post from our own pages works.
    const ours = await api.post("/shortlist", {
      form: { propertyId: id, on: "1", back: "/" },
      headers: { origin: E2E.baseURL },
    });
    expect(ours.status()).toBe(302);
    expect(await shortlisted()).toBe(true);
  });

  test("the session cookie is new at each sign-in and dead after logout", async () => {
    const account = newAccount("Owner");
    const tokenOf = (setCookie: string | undefined) => /session_token=([^;]+)/.exec(setCookie ?? "")?.[1];
    const credentials = { email: account.email, password: account.password };
    const api = new HttpSession({ baseURL: E2E.baseURL });
    // Registered from a client of its own: sign-up signs in (decision 059), and `api` starts signed out.
    await new HttpSession({ baseURL: E2E.baseURL }).post("/sign", {
      form: { ...account, confirmPassword: account.password },
    });

    // A cookie planted before sign-in (session fixation) is replaced, never adopted.
    const planted = "better-auth.session_token=planted-by-someone-else";
    const fixation = new HttpSession({ baseURL: E2E.baseURL, headers: { cookie: planted } });
    const fixed = await fixation.post("/login", { form: credentials });
    const fixedToken = tokenOf(fixed.headers()["set-cookie"]);
    expect(fixedToken).toBeTruthy();
    expect(fixedToken).not.toBe("planted-by-someone-else");

    const first = await api.post("/login", { form: credentials });
    const firstToken = tokenOf(first.headers()["set-cookie"]);
    expect(firstToken).toBeTruthy();
    expect(firstToken).not.toBe(fixedToken);
    expect(first.headers()["set-cookie"]).toMatch(/HttpOnly/i);
    expect(first.headers()["set-cookie"]).toMatch(/SameSite=Lax/i);
    const cookie = first.headers()["set-cookie"]?.match(/[^;,\s]*session_token=[^;]+/)?.[0] ?? "";

    expect((await api.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
    const logout = await api.post("/logout", { maxRedirects: 0 });
    expect(logout.status()).toBe(302);
    expect(logout.headers().location).toBe("/login");

    // Replaying the old cookie after logout gets nothing.
    const replay = new HttpSession({ baseURL: E2E.baseURL, headers: { cookie } });
    const profileAfter = await replay.get("/profile", { maxRedirects: 0 });
    expect(profileAfter.status()).toBe(302);
    expect(profileAfter.headers().location).toMatch(/^\/login/);
  });
});
