import crypto from "node:crypto";
import zlib from "node:zlib";
import { withoutLocale } from "#app/modules/i18n/locale";

/**
 * Signed-out visitors' pages, rendered once and served again (decision 024). Every visitor
 * without a session sees the same page for the same address, so rendering it for each of
 * them (about 10 ms of CPU a page) is the cost a crowd pays; here it is paid once per page
 * and change. What a page shows is named by tags (the listing it is about, "lists" for
 * anything that lists or counts listings, "content" for the company's pages); a write names
 * the tags it changes and exactly those pages are forgotten, in this process at once and in
 * the others through the database (db/change-feed.server.ts).
 *
 * - Single flight: while a page renders, everyone else asking for it waits for that render.
 * - Stale while revalidate: a page older than FRESH_MS is served as it is while one render
 *   replaces it; one older than STALE_MS is rendered again before it is served. That bounds
 *   what no write names (a day's "Confirmed available" wording, the year in the footer).
 * - A render that overlaps a change to its tags is served to those who waited but not kept.
 * - The CSP nonce differs per response: pages are rendered with a placeholder that each
 *   answer replaces with its own nonce.
 */
export const FRESH_MS = 60_000;
export const STALE_MS = 10 * 60_000;

/**
 * How much the cache may keep (PAGE_CACHE_PAGES, PAGE_CACHE_MB): the oldest pages go first.
 * Kept bytes are resident memory for as long as the process runs, so the byte bound is part
 * of the server's idle memory after a crowd (decision 025); a page is about 90 kB of HTML,
 * kept compressed in about 15 kB.
 */
export interface PageCacheLimits {
  pages: number;
  bytes: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { pages: 2_000, bytes: 64 * 1024 * 1024 };

/**
 * What a cached page is about: its listing or project, lists of listings, company content,
 * the locality prices a listing compares itself with (the nightly job forgets them).
 */
export type PageTag = `listing:${string}` | `project:${string}` | "lists" | "content" | "prices";

/**
 * A change to what pages show: the pages of its tags; with `everyPage`, every page, for a rule
 * many pages show (a circle rate, the cost rules, the nearby places, a role, the legality
 * register) while the listings it names, and only those, changed; `all`, everything, listings
 * included (seeding, restores, rows written by hand).
 */
export type PageChange = { tags: readonly PageTag[]; everyPage?: boolean } | "all";

/** A rule that every page may show changed, and no listing's own data. */
export const EVERY_PAGE: PageChange = { tags: [], everyPage: true };

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /**
   * Set when this very copy is the one kept and still fresh: when it was kept, what it
   * shows, and the cache's count of changes at that moment. The front door keeps such a
   * page too (decision 055) until the rest of its freshness is up or a later change forgets it.
   */
  kept?: KeptMark;
}

export interface KeptMark {
  storedAt: number;
  tags: readonly PageTag[];
  /** `PageCache.generation` when the page was kept or read: no later change had touched it. */
  generation: number;
}

/** A page as rendered, with what it shows. */
export interface RenderedPage extends CachedPage {
  tags: readonly PageTag[];
}

/**
 * A kept page, its body compressed (brotli, quality 4): a page of 90 kB of HTML keeps some
 * 15 kB, so a crowd's pages stay a few megabytes of the server's memory instead of tens
 * (decision 025; the idle-memory test reads it after 400 distinct pages). Unpacked per
 * answer: a fraction of a millisecond, beside the compression every answer gets anyway.
 * The compression itself runs off the event loop, on libuv's threads (1.5 ms of the
 * thread per render when it ran in line, a tenth of a new search's render): until it is
 * done, the entry holds the page as rendered (`packed` is then the body itself).
 */
interface Entry {
  status: number;
  headers: Array<[string, string]>;
  packed: Buffer;
  compressed: boolean;
  tags: readonly PageTag[];
  storedAt: number;
}

const PACKING = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

function unpacked({ status, headers, packed, compressed }: Entry): CachedPage {
  return { status, headers, body: compressed ? zlib.brotliDecompressSync(packed) : packed };
}

/** A kept entry as an answer, marked as the kept copy (read at `generation`). */
function keptAnswer(entry: Entry, generation: number): CachedPage {
  return { ...unpacked(entry), kept: { storedAt: entry.storedAt, tags: entry.tags, generation } };
}

/** The string rendered in place of the nonce; random so that no page can contain it by chance. */
export const NONCE_PLACEHOLDER = `pc${crypto.randomBytes(15).toString("hex")}`;

export type PageOutcome = "hit" | "stale" | "miss";

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private readonly changedAt = new Map<string, number>();
  private everythingChangedAt = 0;
  private changes = 0;
  private bytes = 0;
  private readonly forgetListeners = new Set<(change: PageChange, generation: number) => void>();
  private readonly packing = new Set<Promise<void>>();

  constructor(
    private readonly clock: () => number = Date.now,
    private limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS,
  ) {}

  /** Applies new bounds (the settings, at start), dropping the oldest pages beyond them. */
  setLimits(limits: PageCacheLimits): void {
    this.limits = limits;
    this.evict();
  }

  /** How many changes this cache has been told of: a kept page's mark says which it had seen. */
  get generation(): number {
    return this.changes;
  }

  /**
   * Tells `listener` of every change after this cache forgot its pages, with the
   * generation it made (the front door forgets its own copies by it, decision 055).
   */
  onForget(listener: (change: PageChange, generation: number) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** How long a kept page stays fresh from when it was kept. */
  freshFor(mark: KeptMark): number {
    return Math.max(0, FRESH_MS - (this.clock() - mark.storedAt));
  }

  /** Bytes of the pages kept now. */
  get byteSize(): number {
    return this.bytes;
  }

  /**
   * The page at `key`: the kept one while fresh, the kept one and a render in the
   * background while stale, otherwise the render's (shared by everyone asking meanwhile).
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<{ page: CachedPage; outcome: PageOutcome }> {
    const kept = this.entries.get(key);
    const age = kept ? this.clock() - kept.storedAt : Number.POSITIVE_INFINITY;
    if (kept && age <= FRESH_MS) return { page: keptAnswer(kept, this.changes), outcome: "hit" };
    if (kept && age <= STALE_MS) {
      this.renderOnce(key, render).catch(() => {});
      return { page: unpacked(kept), outcome: "stale" };
    }
    return { page: await this.renderOnce(key, render), outcome: "miss" };
  }

  /**
   * The page at `key` when answering with it costs no render: kept and fresh, or being
   * rendered for someone else right now (whoever waits for that render needs no turn of
   * their own to render). Otherwise undefined: the caller renders, through `get`.
   */
  ready(key: string): Promise<{ page: CachedPage; outcome: PageOutcome }> | undefined {
    const kept = this.entries.get(key);
    if (kept && this.clock() - kept.storedAt <= FRESH_MS) {
      return Promise.resolve({ page: keptAnswer(kept, this.changes), outcome: "hit" });
    }
    return this.rendering.get(key)?.then((page) => ({ page, outcome: "miss" }));
  }

  /** Forgets the pages a change touches. */
  forget(change: PageChange): void {
    this.changes++;
    if (change === "all" || change.everyPage) {
      this.everythingChangedAt = this.changes;
      for (const key of [...this.entries.keys()]) this.drop(key);
    } else {
      for (const tag of change.tags) this.changedAt.set(tag, this.changes);
      for (const [key, entry] of this.entries) if (entry.tags.some((tag) => change.tags.includes(tag))) this.drop(key);
      // Tags of pages no longer kept need no remembering beyond the renders in flight.
      if (this.changedAt.size > 10_000 && this.rendering.size === 0) this.changedAt.clear();
    }
    for (const listener of this.forgetListeners) listener(change, this.changes);
  }

  get size(): number {
    return this.entries.size;
  }

  private renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const running = this.rendering.get(key);
    if (running) return running;
    const startedAt = this.changes;
    const done = render()
      .then(({ tags, ...page }): CachedPage => {
        if (!this.keepable(page) || this.changedSince(startedAt, tags)) return page;
        const storedAt = this.store(key, tags, page);
        return { ...page, kept: { storedAt, tags, generation: this.changes } };
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, done);
    return done;
  }

  private changedSince(startedAt: number, tags: readonly PageTag[]): boolean {
    if (this.everythingChangedAt > startedAt) return true;
    return tags.some((tag) => (this.changedAt.get(tag) ?? 0) > startedAt);
  }

  private keepable(page: CachedPage): boolean {
    if (page.status !== 200 && page.status !== 410) return false;
    return !page.headers.some(([name]) => name.toLowerCase() === "set-cookie");
  }

  private store(key: string, tags: readonly PageTag[], page: CachedPage): number {
    this.drop(key);
    const storedAt = this.clock();
    const entry: Entry = {
      status: page.status,
      headers: page.headers,
      packed: page.body,
      compressed: false,
      tags,
      storedAt,
    };
    this.entries.set(key, entry);
    this.bytes += page.body.length;
    this.evict();
    const packing = new Promise<void>((resolve) =>
      zlib.brotliCompress(page.body, PACKING, (error, packed) => {
        // A page dropped or replaced meanwhile is not this entry's any more.
        if (!error && this.entries.get(key) === entry) {
          this.bytes += packed.length - entry.packed.length;
          entry.packed = packed;
          entry.compressed = true;
        }
        resolve();
      }),
    );
    this.packing.add(packing);
    void packing.then(() => this.packing.delete(packing));
    return storedAt;
  }

  /** Resolves once every page kept so far is compressed (tests, and the memory they read). */
  async compressed(): Promise<void> {
    await Promise.all(this.packing);
  }

  private evict(): void {
    // Oldest first (a Map keeps insertion order, and a stored page is re-inserted).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.pages && this.bytes <= this.limits.bytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.packed.length;
    this.entries.delete(key);
  }
}

let shared = new PageCache();

/** The process's page cache. */
export function pageCache(): PageCache {
  return shared;
}

/** A fresh cache (tests). */
export function resetPageCache(clock?: () => number): PageCache {
  shared = new PageCache(clock);
  return shared;
}

/** Paths whose pages show no listing: only a change of the company's content touches them. */
const CONTENT_ONLY = new Set(["/about", "/contact", "/privacy-policy", "/privacy", "/terms", "/cookies", "/service"]);

/**
 * What the page at this address shows, as tags. A listing's page is about that listing
 * (an expired one also lists similar ones); a project's page about that project; the
 * company's pages about content; everything else lists listings.
 */
export function tagsOf(url: URL, status: number): PageTag[] {
  const path =
    withoutLocale(url.pathname)
      .toLowerCase()
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/";
  if (path === "/listing-detail") {
    const listing: PageTag = `listing:${url.searchParams.get("id") ?? ""}`;
    return status === 410 ? [listing, "lists"] : [listing, "prices"];
  }
  if (path === "/newprojectd") return [`project:${url.searchParams.get("projectId") ?? ""}`];
  const project = /^\/[a-z]+\/([0-9a-f-]{36})$/.exec(path)?.[1];
  if (project) return [`project:${project}`];
  if (CONTENT_ONLY.has(path) || path.startsWith("/services/")) return ["content"];
  return ["lists", "content"];
}

/**
 * The key of a signed-out request: the path as asked (routes match case-insensitively, but
 * pages redirect to one spelling, so the spelling is part of the answer) and the query with
 * its parameters in order.
 */
export function pageKey(url: URL): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(query)}`;
}
