// Lighthouse (mobile settings) on the home page, a property page, /Search, a place page, the map view, /NewProject, and
// the home page, a property page, /Search, a place page and the map view in Hindi, in
// Debian's Chromium against the built server with its demo content. Prints the four
// scores, the main metrics and the web fonts' bytes of the median of three runs (LIGHTHOUSE_RUNS), with
// simulated and DevTools throttling (LIGHTHOUSE_THROTTLING); the median reports go to
// lighthouse-reports/ (not in Git).
//
// Usage: npm run build && npm run lighthouse (LIGHTHOUSE_PAGES=home,hindiHome for some pages only)
//
// Lighthouse and its browser tools are this folder's own packages, installed on first use
// (npm run lighthouse does it): about a fifth of what the site's install would otherwise
// download and unpack, for a measurement that CI never takes (decision 039).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.js";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3600);
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-lighthouse-"));
const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", resolve));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  // A first start draws the demo photos: on a busy machine that takes minutes.
  if (i > 6000) {
    server.kill();
    throw new Error("server did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const sitemap = await (await fetch(`${base}/sitemaps/properties-1.xml`)).text();
const propertyId = /id=([0-9a-f-]{36})/.exec(sitemap)?.[1];
// Issue 26's pages: home, a listing, /Search, a place page, /NewProject and /about; and the Hindi home.
const allPages = {
  home: "/",
  hindiHome: "/hi",
  hindiSearch: "/hi/Search",
  property: `/listing-detail?id=${propertyId}`,
  search: "/Search",
  place: "/properties/lucknow",
  map: "/Search?city=Lucknow&view=map",
  hindiProperty: `/hi/listing-detail?id=${propertyId}`,
  hindiPlace: "/hi/properties/lucknow",
  hindiMap: "/hi/Search?city=Lucknow&view=map",
  newProjects: "/NewProject",
  about: "/about",
};
// LIGHTHOUSE_PAGES=home,hindiHome measures only those.
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only || only.includes(name)));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  // Lighthouse wants the new headless mode for its metrics.
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS.filter((flag) => flag !== "--headless")],
});
const reports = path.resolve("lighthouse-reports");
fs.mkdirSync(reports, { recursive: true });
const rows = [];
// Lighthouse's default mobile run simulates a slow 4G network and a slow phone from an
// unthrottled load ("simulate"); "devtools" throttles the real Chromium instead, which
// honours request priorities. We print both.
const methods = (process.env.LIGHTHOUSE_THROTTLING ?? "simulate,devtools").split(",");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
try {
  for (const method of methods)
    for (const [name, pathname] of Object.entries(pages)) {
      // Once to warm the server, then RUNS measured runs; the median run is reported (as
      // Lighthouse advises: one run's timings depend on races in the unthrottled trace).
      await fetch(base + pathname);
      const results = [];
      for (let run = 0; run < RUNS; run++)
        results.push(
          await lighthouse(base + pathname, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            throttlingMethod: method,
          }),
        );
      for (const result of results)
        if (result.lhr.runtimeError)
          console.log(`${name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      // A run on a busy machine may miss its first paint; the median is of those that have one.
      const complete = results.filter((result) => result.lhr.audits["first-contentful-paint"]?.numericValue);
      // Every run's figures, so that a median hiding two kinds of run shows itself.
      console.log(
        `${name} (${method}) runs: ${complete
          .map(({ lhr: run }) => {
            const perf = Math.round((run.categories.performance?.score ?? 0) * 100);
            const lcp = (run.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2);
            const tbt = Math.round(run.audits["total-blocking-time"].numericValue);
            return `${perf} (LCP ${lcp} s, TBT ${tbt} ms)`;
          })
          .join(", ")}`,
      );
      const lhr = computeMedianRun((complete.length ? complete : results).map((result) => result.lhr));
      const result = results.find((candidate) => candidate.lhr === lhr) ?? results[0];
      fs.writeFileSync(path.join(reports, `${name}-${method}.json`), result.report);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page: `${name} (${pathname.slice(0, 24)})`,
        throttling: method,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        "LCP s": (metric("largest-contentful-paint") / 1000).toFixed(2),
        CLS: metric("cumulative-layout-shift").toFixed(3),
        "TBT ms": Math.round(metric("total-blocking-time")),
        "FCP s": (metric("first-contentful-paint") / 1000).toFixed(2),
        "SI s": (metric("speed-index") / 1000).toFixed(2),
        // The web fonts as sent (the Devanagari font on Hindi pages).
        "font kB": (
          (lhr.audits["network-requests"]?.details?.items ?? [])
            .filter((item) => item.resourceType === "Font")
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000
        ).toFixed(1),
      });
      const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
      if (element) console.log(`${name} (${method}): largest paint: ${element.nodeLabel} (${element.selector})`);
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== "informative" &&
            audit.scoreDisplayMode !== "manual",
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      if (failing.length) console.log(`${name} (${method}): audits below 90: ${failing.join(", ")}`);
    }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
