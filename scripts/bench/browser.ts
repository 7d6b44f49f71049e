// The old product's approach against ours, in a real browser on the same throttled line.
//
// The old product read the whole property collection from a hosted document database
// into the browser and filtered it there. Here a small page served by the benchmark
// fetches every approved property with all its fields (exported from the same database,
// compressed as our server compresses for a browser), keeps those of the city whose text
// has every word of the search, and renders the first cards. Ours is /Search?q=...&city=...
// from our server: the database filters, and the cards are in the server's HTML.
//
// Both are timed from navigation start to the moment the first matching card is in the
// page (a MutationObserver installed before the page's own code), and the bytes are the
// page's own Resource Timing transfer sizes (compressed, as sent, headers included).
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.js";

/** Fast 4G, the same for both: 20 ms latency, 9 Mbit/s down, 1.5 Mbit/s up. */
export const NETWORK = { latency: 20, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 };

export interface Load {
  /** Milliseconds from navigation start until the first matching card is in the DOM. */
  firstCard: number;
  /** ...and until the next animation frame after it (the card can be painted). */
  painted: number;
  /** Bytes of the response that carries the listings (our HTML; the old approach's JSON). */
  dataBytes: number;
  /** Bytes of everything the page loaded by its load event (photos are not loaded). */
  totalBytes: number;
  /** Matching properties the page reports. */
  matches: number;
  /** The first card's link, to check that both show the same property first. */
  firstHref: string;
}

// Installed before any of the page's own code: notes when the first card appears.
const WATCH_FOR_CARD = `(() => {
  const observer = new MutationObserver(() => {
    const card = document.querySelector('[data-testid="property-card"]');
    if (!card) return;
    observer.disconnect();
    window.__firstCard = performance.now();
    window.__firstHref = card.querySelector("a")?.getAttribute("href") ?? "";
    requestAnimationFrame(() => { window.__painted = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The old approach's page: fetch everything, filter in the browser, render the first page of cards. */
const OLD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search properties (every property sent to the browser)</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem}ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:1.5rem;padding:0;list-style:none}
article{border:1px solid #e2e8f0;border-radius:1rem;overflow:hidden}article div{padding:1.25rem}img{display:block;width:100%;aspect-ratio:4/3;background:#f1f5f9}</style>
</head><body><h1>Search properties</h1><p id="count">Loading properties...</p><ul id="results"></ul>
<script>
const params = new URLSearchParams(location.search);
const city = params.get("city") || "";
const split = (text) => text.toLowerCase().split(/[^\\p{L}\\p{N}]+/u).filter(Boolean);
const words = split(params.get("q") || "");
const price = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
fetch("/properties.json").then((response) => response.json()).then((all) => {
  const matches = all.filter((p) => {
    if (city && p.city !== city) return false;
    const tokens = split([p.projectBuildingName, p.locality, p.city, p.address, p.propertyType].join(" "));
    return words.every((word) => tokens.some((token) => token.startsWith(word)));
  });
  window.__matches = matches.length;
  document.getElementById("count").textContent = matches.length + " properties found";
  const list = document.getElementById("results");
  for (const p of matches.slice(0, 12)) {
    const item = document.createElement("li");
    item.innerHTML = '<article data-testid="property-card"><img alt="" width="1600" height="1200" loading="lazy"><div>' +
      '<p></p><h3></h3><p></p><p><strong></strong></p><a>Learn More</a></div></article>';
    const [eyebrow, place, line] = item.querySelectorAll("p");
    item.querySelector("img").src = p.imageUrls[0] || "";
    eyebrow.textContent = p.propertyCategory + " · " + p.propertyType + " · " + p.listingType;
    item.querySelector("h3").textContent = p.projectBuildingName;
    place.textContent = p.locality + ", " + p.city;
    line.querySelector("strong").textContent = price.format(p.price);
    item.querySelector("a").href = "/listing-detail?id=" + p.id;
    list.append(item);
  }
});
</script></body></html>`;

export interface OldSite {
  url: string;
  /** Bytes of the JSON as sent to a browser (brotli, as our server's compression middleware sends). */
  jsonBytes: number;
  close(): Promise<void>;
}

/**
 * Serves the old approach's page and the JSON of every property, compressed ahead of time
 * with the settings our server's compression middleware uses (brotli quality 4 for a
 * browser, gzip otherwise), so the old approach is not charged for compressing 80 MB.
 */
export async function startOldSite(json: string): Promise<OldSite> {
  const raw = Buffer.from(json);
  const brotli = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = zlib.gzipSync(raw);
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith("/properties.json")) {
      const br = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const body = br ? brotli : gzip;
      response.writeHead(200, {
        "content-type": "application/json; charset=utf-8",
        "content-encoding": br ? "br" : "gzip",
        "content-length": body.length,
        "cache-control": "no-store",
      });
      response.end(body);
    } else if (request.url?.startsWith("/search")) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(OLD_PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    jsonBytes: brotli.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/** One cold load (new context: empty cache, new connections) on the throttled line. */
export async function timeLoad(browser: Browser, url: string, dataPath: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
    // Photos are links to files this benchmark does not make; neither side loads them.
    await cdp.send("Network.setBlockedURLs", { urls: ["*/media/*"] });
    await page.addInitScript(WATCH_FOR_CARD);
    await page.goto(url, { waitUntil: "load", timeout: 180_000 });
    await page.waitForFunction(() => "__painted" in window, undefined, { timeout: 180_000 });
    return await page.evaluate((dataPath) => {
      const w = window as unknown as {
        __firstCard: number;
        __painted: number;
        __firstHref: string;
        __matches?: number;
      };
      const entries = [
        ...performance.getEntriesByType("navigation"),
        ...performance.getEntriesByType("resource"),
      ] as PerformanceResourceTiming[];
      const data = entries.find((entry) => new URL(entry.name).pathname === dataPath);
      // Ours says "N properties found" in the results heading.
      const heading = /(\d+) propert/.exec(document.querySelector("h2[aria-live]")?.textContent ?? "")?.[1];
      return {
        firstCard: w.__firstCard,
        painted: w.__painted,
        dataBytes: data?.transferSize ?? Number.NaN,
        totalBytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
        matches: w.__matches ?? Number(heading ?? Number.NaN),
        firstHref: w.__firstHref,
      };
    }, dataPath);
  } finally {
    await context.close();
  }
}
