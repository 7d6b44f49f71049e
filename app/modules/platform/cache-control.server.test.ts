import { describe, expect, it } from "vitest";
import { cacheControlFor, PRIVATE_CACHE, PUBLIC_PAGE_CACHE, sharedWithSignedIn } from "./cache-control.server";

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

describe("cacheControlFor", () => {
  it("caches public pages and their data briefly for visitors", () => {
    expect(cacheControlFor(get("/"), 200)).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlFor(get("/listing-post.data?page=2"), 200)).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlFor(get("/NewProject"), 200)).toBe(PUBLIC_PAGE_CACHE);
  });

  it("never stores personal pages, signed-in visitors or form posts", () => {
    for (const path of ["/admin", "/admin/Buys", "/profile", "/PostProperty", "/login", "/sign"]) {
      expect(cacheControlFor(get(path), 200), path).toBe(PRIVATE_CACHE);
    }
    expect(cacheControlFor(get("/", "theme=x; better-auth.session_token=abc"), 200)).toBe(PRIVATE_CACHE);
    expect(cacheControlFor(new Request("http://localhost/contact", { method: "POST" }), 200)).toBe(PRIVATE_CACHE);
  });

  it("does not cache errors", () => {
    expect(cacheControlFor(get("/no-such-page"), 404)).toBe("no-cache");
  });
});

describe("sharedWithSignedIn", () => {
  it("names the public pages whose personal parts the page fetches itself, in both languages, documents only", () => {
    for (const path of [
      "/",
      "/hi",
      "/Search?city=Lucknow",
      "/hi/Search",
      "/listing-detail?id=x",
      "/properties/lucknow",
      "/properties/lucknow/gomti-nagar",
    ]) {
      expect(sharedWithSignedIn(new URL(`http://localhost${path}`)), path).toBe(true);
    }
    for (const path of [
      "/profile",
      "/messages",
      "/admin",
      "/listing-post",
      "/about",
      "/Search.data",
      "/listing-detail.data?id=x",
      "/shortlist",
    ]) {
      expect(sharedWithSignedIn(new URL(`http://localhost${path}`)), path).toBe(false);
    }
  });
});
