import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  EVERY_PAGE,
  FRESH_MS,
  PageCache,
  type PageTag,
  pageKey,
  type RenderedPage,
  STALE_MS,
  tagsOf,
} from "./page-cache.server";

function page(text: string, tags: readonly PageTag[] = ["lists"], status = 200): RenderedPage {
  return { status, headers: [["content-type", "text/html"]], body: Buffer.from(text), tags };
}

function setup() {
  let time = 1_000_000;
  const cache = new PageCache(() => time);
  let renders = 0;
  const render = (text: string, tags?: readonly PageTag[], status?: number) => async (): Promise<RenderedPage> => {
    renders++;
    return page(text, tags, status);
  };
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const text = (result: { page: { body: Buffer } }) => result.page.body.toString();

describe("the signed-out page cache", () => {
  it("keeps no more pages and bytes than its bounds, dropping the oldest first", async () => {
    const cache = new PageCache(() => 0, { pages: 3, bytes: 1_000 });
    // Random bytes do not compress: a kept page's size is then about its length.
    const sized = (bytes: number) => async () => ({ ...page(""), body: crypto.randomBytes(bytes) });
    for (const key of ["a", "b", "c", "d"]) await cache.get(key, sized(100));
    expect(cache.size).toBe(3);
    expect((await cache.get("b", sized(100))).outcome).toBe("hit");
    expect((await cache.get("a", sized(100))).outcome).toBe("miss");
    await cache.get("big", sized(900));
    expect(cache.byteSize).toBeLessThanOrEqual(1_000);
    expect((await cache.get("big", sized(900))).outcome).toBe("hit");
    cache.setLimits({ pages: 1, bytes: 100 });
    expect(cache.size).toBe(0);
    expect(cache.byteSize).toBe(0);
  });

  it("keeps a page compressed and answers with it as rendered", async () => {
    const cache = new PageCache(() => 0);
    const html = `<!doctype html><main>${"<p>3 BHK flat in Gomti Nagar, Lucknow</p>".repeat(2_000)}</main>`;
    await cache.get("/", async () => page(html));
    // Kept as rendered at once, compressed off the event loop soon after.
    expect(cache.byteSize).toBe(Buffer.byteLength(html));
    expect(text(await cache.get("/", async () => page("another render")))).toBe(html);
    await cache.compressed();
    expect(cache.byteSize).toBeLessThan(html.length / 20);
    const kept = await cache.get("/", async () => page("another render"));
    expect(kept.outcome).toBe("hit");
    expect(text(kept)).toBe(html);
  });

  it("renders a page once and serves it again while fresh", async () => {
    const { cache, render, renders } = setup();
    expect((await cache.get("/", render("one"))).outcome).toBe("miss");
    const again = await cache.get("/", render("two"));
    expect(again.outcome).toBe("hit");
    expect(text(again)).toBe("one");
    expect(renders()).toBe(1);
  });

  it("shares one render among everyone asking at once", async () => {
    const { cache, renders } = setup();
    let finish: (value: RenderedPage) => void = () => {};
    let started = 0;
    const slow = () => {
      started++;
      return new Promise<RenderedPage>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 20 }, () => cache.get("/Search?bhk=3", slow));
    finish(page("results"));
    const answers = await Promise.all(waiting);
    expect(started).toBe(1);
    expect(answers.map(text)).toEqual(Array(20).fill("results"));
    expect(renders()).toBe(0);
  });

  it("says which pages are ready without a render of their own: fresh, or being rendered now", async () => {
    const { cache, render, advance } = setup();
    expect(cache.ready("/")).toBeUndefined();
    let finish: (value: RenderedPage) => void = () => {};
    const first = cache.get("/", () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const joined = cache.ready("/");
    expect(joined).toBeDefined();
    finish(page("rendered once"));
    await first;
    const waited = await joined;
    expect(waited?.outcome).toBe("miss");
    expect(waited && text(waited)).toBe("rendered once");
    const kept = await cache.ready("/");
    expect(kept?.outcome).toBe("hit");
    // Stale: someone must take a turn to render it again.
    advance(FRESH_MS + 1);
    expect(cache.ready("/")).toBeUndefined();
    await cache.get("/", render("again"));
    expect(cache.ready("/Search")).toBeUndefined();
  });

  it("serves a stale page while one render replaces it, and renders first once it is too old", async () => {
    const { cache, render, renders, advance } = setup();
    await cache.get("/", render("first"));
    advance(FRESH_MS + 1);
    const stale = await cache.get("/", render("second"));
    expect(stale.outcome).toBe("stale");
    expect(text(stale)).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(text(await cache.get("/", render("third")))).toBe("second");
    advance(STALE_MS + 1);
    const old = await cache.get("/", render("fourth"));
    expect(old.outcome).toBe("miss");
    expect(text(old)).toBe("fourth");
    expect(renders()).toBe(3);
  });

  it("forgets exactly the pages a change names", async () => {
    const { cache, render } = setup();
    await cache.get("/listing-detail?id=a", render("listing a", ["listing:a"]));
    await cache.get("/listing-detail?id=b", render("listing b", ["listing:b"]));
    await cache.get("/", render("home", ["lists", "content"]));
    await cache.get("/about", render("about", ["content"]));
    cache.forget({ tags: ["listing:a", "lists"] });
    expect((await cache.get("/listing-detail?id=a", render("listing a 2", ["listing:a"]))).outcome).toBe("miss");
    expect((await cache.get("/listing-detail?id=b", render("x"))).outcome).toBe("hit");
    expect((await cache.get("/", render("home 2"))).outcome).toBe("miss");
    expect((await cache.get("/about", render("x"))).outcome).toBe("hit");
    cache.forget("all");
    expect(cache.size).toBe(0);
    // A rule every page shows (a circle rate, a role): every page, whatever it names.
    await cache.get("/about", render("about", ["content"]));
    cache.forget(EVERY_PAGE);
    expect(cache.size).toBe(0);
  });

  it("does not keep a render that a change overtook, but answers those who waited", async () => {
    const { cache, render } = setup();
    let finish: (value: RenderedPage) => void = () => {};
    const slow = () =>
      new Promise<RenderedPage>((resolve) => {
        finish = resolve;
      });
    const waiting = cache.get("/", slow);
    cache.forget({ tags: ["lists"] });
    finish(page("before the change", ["lists"]));
    expect(text(await waiting)).toBe("before the change");
    expect((await cache.get("/", render("after the change"))).outcome).toBe("miss");
  });

  it("marks the kept copy with its tags and generation, and tells listeners what each change forgets", async () => {
    const { cache, render, advance } = setup();
    const told: Array<[unknown, number]> = [];
    cache.onForget((change, generation) => told.push([change, generation]));
    const first = await cache.get("/a", render("one", ["listing:1"]));
    expect(first.page.kept).toMatchObject({ tags: ["listing:1"], generation: 0 });
    advance(20_000);
    const again = await cache.get("/a", render("two"));
    expect(again.page.kept?.generation).toBe(0);
    expect(cache.freshFor(again.page.kept ?? { storedAt: 0, tags: [], generation: 0 })).toBe(FRESH_MS - 20_000);
    cache.forget({ tags: ["lists"] });
    cache.forget(EVERY_PAGE);
    expect(told).toEqual([
      [{ tags: ["lists"] }, 1],
      [EVERY_PAGE, 2],
    ]);
    // A stale copy is answered, but not as the kept one: the door does not keep it.
    await cache.get("/b", render("three"));
    advance(FRESH_MS + 1);
    const stale = await cache.get("/b", render("four"));
    expect(stale.outcome).toBe("stale");
    expect(stale.page.kept).toBeUndefined();
  });

  it("keeps only pages that are the same for everyone: 200 and 410 without cookies", async () => {
    const { cache, render } = setup();
    await cache.get("/missing", render("not found", ["lists"], 404));
    expect((await cache.get("/missing", render("not found"))).outcome).toBe("miss");
    const withCookie = async (): Promise<RenderedPage> => ({ ...page("hi"), headers: [["set-cookie", "a=b"]] });
    await cache.get("/cookie", withCookie);
    expect((await cache.get("/cookie", render("x"))).outcome).toBe("miss");
    await cache.get("/gone", render("gone", ["listing:g", "lists"], 410));
    expect((await cache.get("/gone", render("x"))).outcome).toBe("hit");
  });

  it("names a page by its path and its query in order, and tags it by what it shows", () => {
    expect(pageKey(new URL("http://x/Search?city=Lucknow&bhk=3"))).toBe(
      pageKey(new URL("http://x/Search?bhk=3&city=Lucknow")),
    );
    expect(pageKey(new URL("http://x/Search?bhk=3"))).not.toBe(pageKey(new URL("http://x/search?bhk=3")));
    expect(pageKey(new URL("http://x/listing-post.data?page=2"))).not.toBe(
      pageKey(new URL("http://x/listing-post?page=2")),
    );
    expect(tagsOf(new URL("http://x/listing-detail?id=abc"), 200)).toEqual(["listing:abc", "prices"]);
    expect(tagsOf(new URL("http://x/listing-detail.data?id=abc"), 410)).toEqual(["listing:abc", "lists"]);
    expect(tagsOf(new URL("http://x/about"), 200)).toEqual(["content"]);
    expect(tagsOf(new URL("http://x/"), 200)).toEqual(["lists", "content"]);
    expect(tagsOf(new URL("http://x/properties/lucknow/gomti-nagar"), 200)).toEqual(["lists", "content"]);
    expect(tagsOf(new URL("http://x/lucknow/0b6f8f1e-6a40-4d1c-9a49-0c2b2d0b9f11"), 200)).toEqual([
      "project:0b6f8f1e-6a40-4d1c-9a49-0c2b2d0b9f11",
    ]);
  });
});
