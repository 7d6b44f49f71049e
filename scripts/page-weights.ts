// What a browser really downloads for each page: every script and stylesheet as sent
// over the wire (compressed body bytes, headers aside), counted in a fresh Chromium context with an empty
// cache, including the chunks a page loads by itself after it has rendered (lazily
// hydrated sections, forms, carousels) and those that load as a reader scrolls down.
//
//   npx tsx scripts/page-weights.ts              builds if needed, starts the site, prints the table
//   npx tsx scripts/page-weights.ts --url URL    measures a running site instead
//   ... --page /contact                          only that page (repeatable), with its files
//
// tests/e2e/every-public-page.spec.ts holds every public page to PAGE_BUDGET with the same code.
import { type ChildProcess, spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import {
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  chromium,
  type Page,
  type Request,
} from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.js";

/**
 * The React, React DOM and React Router chunk (the build names it `framework`, see
 * vite.config.ts) is the same on every page and is held to its own budget; everything
 * else a page loads is held to `pageKb`: 21 kB, and the framework to 100 kB, since docs/decisions/063 (20 and 109 in 023).
 * Features must fit inside it: lighten something else or make the case in a decision.
 */
export const PAGE_BUDGET = { frameworkKb: 100, pageKb: 21, cssKb: 30 } as const;
/**
 * A map, once opened (decision 050): Leaflet and the site's map code, and its stylesheet,
 * as sent. Counted on top of the page's budget, and only on pages where a visitor opened it.
 */
export const MAP_BUDGET = { jsKb: 42, cssKb: 7 } as const;

export interface LoadedFile {
  url: string;
  kind: "script" | "stylesheet";
  bytes: number;
}

export interface PageWeight {
  url: string;
  files: LoadedFile[];
  frameworkBytes: number;
  /** Scripts other than the framework chunk. */
  otherJsBytes: number;
  cssBytes: number;
}

const isFramework = (file: LoadedFile) => /\/assets\/framework-[\w-]+\.js$/.test(file.url);

export interface MeasureOptions {
  storageState?: BrowserContextOptions["storageState"];
  viewport?: { width: number; height: number };
  /** Runs on the loaded page, scrolled through and quiet, before its context closes. */
  inspect?: (page: Page) => Promise<void>;
  /** A tab of weighingTab() to load the page in, instead of a new context. */
  tab?: Page;
}

const weighingTabs = new WeakMap<Page, CDPSession>();

/**
 * A tab that weighs page after page (measurePage's `tab`) as a new context would: its cache
 * is off and emptied before each page, and its cookies and storage are cleared after. The
 * same bytes as a context for each page, without a context and a renderer made for each
 * (0.7 CPU-s a page on this machine).
 */
export async function weighingTab(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  weighingTabs.set(tab, cdp);
  return tab;
}

/**
 * Loads one page in a new context (empty cache), or in a weighing tab, and counts every
 * script and stylesheet byte it receives.
 */
export async function measurePage(browser: Browser, url: string, options: MeasureOptions = {}): Promise<PageWeight> {
  const { inspect, viewport = { width: 1280, height: 800 }, storageState, tab } = options;
  const context = tab ? undefined : await browser.newContext({ viewport, storageState });
  const page = tab ?? (await (context as NonNullable<typeof context>).newPage());
  const cdp = tab && weighingTabs.get(tab);
  if (tab && !cdp) throw new Error("measurePage: a tab of weighingTab() only");
  await cdp?.send("Network.clearBrowserCache");
  const pending: Array<Promise<LoadedFile>> = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const finished = (request: Request) => {
    settle();
    const kind = request.resourceType();
    if (kind !== "script" && kind !== "stylesheet") return;
    pending.push(request.sizes().then((sizes) => ({ url: request.url(), kind, bytes: sizes.responseBodySize })));
  };
  page.on("request", started);
  page.on("requestfailed", settle);
  page.on("requestfinished", finished);
  // Playwright's "networkidle" fires once per navigation; this waits for quiet again after scrolling.
  const quiet = async (ms: number) => {
    while (inFlight > 0 || Date.now() - lastActivity < ms) await page.waitForTimeout(50);
  };
  try {
    await page.goto(url, { waitUntil: "load" });
    await quiet(400);
    // A reader scrolls: sections hydrated when they come into view load their code then.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await quiet(400);
    await inspect?.(page);
  } finally {
    if (context) await context.close();
    else {
      page.off("request", started);
      page.off("requestfailed", settle);
      page.off("requestfinished", finished);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
    }
  }
  const files = await Promise.all(pending);
  const sum = (list: LoadedFile[]) => list.reduce((total, file) => total + file.bytes, 0);
  const scripts = files.filter((file) => file.kind === "script");
  return {
    url,
    files: files.sort((a, b) => b.bytes - a.bytes),
    frameworkBytes: sum(scripts.filter(isFramework)),
    otherJsBytes: sum(scripts.filter((file) => !isFramework(file))),
    cssBytes: sum(files.filter((file) => file.kind === "stylesheet")),
  };
}

/** Kilobytes of 1,000 bytes, as browsers' network panels and the budget count them. */
export const kb = (bytes: number) => bytes / 1000;

/** The pages over budget, each with its largest files, or an empty list. */
export function overBudget(weights: PageWeight[]): string[] {
  const framework = Math.max(0, ...weights.map((weight) => weight.frameworkBytes));
  const lines: string[] = [];
  if (kb(framework) > PAGE_BUDGET.frameworkKb) {
    lines.push(`framework chunk: ${kb(framework).toFixed(1)} kB (budget ${PAGE_BUDGET.frameworkKb} kB)`);
  }
  for (const weight of weights) {
    if (kb(weight.otherJsBytes) <= PAGE_BUDGET.pageKb && kb(weight.cssBytes) <= PAGE_BUDGET.cssKb) continue;
    const largest = weight.files
      .filter((file) => !isFramework(file))
      .slice(0, 5)
      .map((file) => `    ${kb(file.bytes).toFixed(1).padStart(6)} kB  ${new URL(file.url).pathname}`);
    lines.push(
      `${weight.url}: ${kb(weight.otherJsBytes).toFixed(1)} kB of JavaScript beside the framework (budget ${PAGE_BUDGET.pageKb} kB), ${kb(weight.cssBytes).toFixed(1)} kB CSS (budget ${PAGE_BUDGET.cssKb} kB); largest files:\n${largest.join("\n")}`,
    );
  }
  return lines;
}

export function weightTable(weights: PageWeight[]): string {
  const rows = [...weights].sort((a, b) => b.otherJsBytes - a.otherJsBytes);
  const header = `${"page".padEnd(58)} framework  other JS  total JS   CSS  files`;
  const lines = rows.map((weight) => {
    const path = new URL(weight.url).pathname + new URL(weight.url).search;
    const cells = [weight.frameworkBytes, weight.otherJsBytes, weight.frameworkBytes + weight.otherJsBytes]
      .map((bytes) => kb(bytes).toFixed(1).padStart(9))
      .join(" ");
    return `${path.slice(0, 58).padEnd(58)} ${cells} ${kb(weight.cssBytes).toFixed(1).padStart(5)} ${String(weight.files.length).padStart(6)}`;
  });
  return [
    header,
    ...lines,
    `budget: framework ${PAGE_BUDGET.frameworkKb} kB, the rest ${PAGE_BUDGET.pageKb} kB, CSS ${PAGE_BUDGET.cssKb} kB (as sent)`,
  ].join("\n");
}

async function main() {
  const at = process.argv.indexOf("--url");
  let base = at > 0 ? process.argv[at + 1] : undefined;
  let server: ChildProcess | undefined;
  if (!base) {
    const port = process.env.E2E_PORT ?? "3290";
    await build();
    server = spawn(process.execPath, ["tests/e2e/serve.js"], {
      env: { ...process.env, E2E_PORT: port },
      stdio: ["ignore", "ignore", "inherit"],
    });
    base = `http://localhost:${port}`;
    await waitHealthy(base);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { publicPages } = await import("../tests/e2e/route-table");
    const { request } = await import("playwright-core");
    const api = await request.newContext({ baseURL: base });
    const chosen = process.argv.flatMap((arg, index) => (process.argv[index - 1] === "--page" ? [arg] : []));
    const urls = chosen.length > 0 ? chosen : await publicPages(api);
    await api.dispose();
    const weights: PageWeight[] = [];
    for (const url of urls) weights.push(await measurePage(browser, new URL(url, base).href));
    console.log(weightTable(weights));
    if (chosen.length > 0) {
      for (const weight of weights) {
        console.log(`\n${weight.url}`);
        for (const file of weight.files)
          console.log(`${kb(file.bytes).toFixed(2).padStart(8)} kB  ${new URL(file.url).pathname}`);
      }
    }
    const over = overBudget(weights);
    if (over.length > 0) {
      console.log(`\nOVER BUDGET:\n${over.join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server?.kill("SIGTERM");
  }
}

function build() {
  return new Promise<void>((resolve, reject) => {
    spawn(process.execPath, ["scripts/build-if-needed.js"], { stdio: "inherit" }).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error("build failed")),
    );
  });
}

async function waitHealthy(base: string) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the site did not start");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
