// The JavaScript and CSS each route loads, gzipped, computed from the build's own
// manifest (deterministic: no browser, no network). `node scripts/route-weights.js`
// prints the table; tests/e2e/budget.spec.ts holds every route to the budget.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

export const BUDGET = { jsKb: 120, cssKb: 30 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");

async function loadAssets() {
  const dir = path.join(root, "build", "server", "assets");
  const file = fs.readdirSync(dir).find((name) => name.startsWith("server-build"));
  if (!file) throw new Error("No build found: run `npx react-router build` first.");
  const build = await import(pathToFileURL(path.join(dir, file)).href);
  return build.assets;
}

/** @type {Map<string, number>} */
const gzipSizes = new Map();
/** @param {string} url */
function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    const bytes = fs.readFileSync(path.join(clientDir, url.replace(/^\//, "")));
    gzipSizes.set(url, zlib.gzipSync(bytes, { level: 9 }).length);
  }
  return gzipSizes.get(url) ?? 0;
}

/** For every route with a page: the files it loads (entry, then each route from root down). */
export async function routeWeights() {
  const assets = await loadAssets();
  const routes = assets.routes;
  /** @param {string} id */
  const chain = (id) => {
    const list = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
      list.unshift(route);
    return list;
  };
  const stylesheets = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((name) => name.endsWith(".css"))
    .map((name) => `/assets/${name}`);
  const weights = [];
  for (const route of Object.values(routes)) {
    if (!route.hasDefaultExport) continue; // resource routes and redirects load no page
    const js = new Set([assets.entry.module, ...assets.entry.imports]);
    const css = new Set();
    for (const match of chain(route.id)) {
      js.add(match.module);
      for (const file of match.imports ?? []) js.add(file);
      for (const file of match.css ?? []) css.add(file);
    }
    // The stylesheet is linked by the root route (not in the manifest's css lists).
    for (const file of stylesheets) css.add(file);
    /** @param {Set<string>} files */
    const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0) / 1024;
    weights.push({ id: route.id, path: route.path ?? "(index)", files: js.size, jsKb: sum(js), cssKb: sum(css) });
  }
  return weights.sort((a, b) => b.jsKb - a.jsKb);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const weights = await routeWeights();
  console.log(`route${" ".repeat(36)}JS kB  CSS kB  files   (budget ${BUDGET.jsKb} / ${BUDGET.cssKb} kB gzipped)`);
  for (const w of weights) {
    const flag = w.jsKb > BUDGET.jsKb || w.cssKb > BUDGET.cssKb ? "  OVER" : "";
    console.log(
      `${w.id.padEnd(40)} ${w.jsKb.toFixed(1).padStart(6)} ${w.cssKb.toFixed(1).padStart(7)} ${String(w.files).padStart(6)}${flag}`,
    );
  }
}
