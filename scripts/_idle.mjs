import { chromium } from "playwright-core";
import fs from "node:fs";
import { execSync } from "node:child_process";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./chromium.js";
const extra = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extra] });
const cpuOfChrome = () => { let t = 0; for (const pid of fs.readdirSync("/proc")) { if (!/^\d+$/.test(pid)) continue; try { const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"); if (!/chrom/.test(cmd)) continue; const s = fs.readFileSync(`/proc/${pid}/stat`, "utf8"); const f = s.slice(s.lastIndexOf(")") + 2).split(" "); t += Number(f[11]) + Number(f[12]); } catch {} } return t / 100; };
for (const url of ["/", "/Search", "/listing-post", "/NewProject"]) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  let c0 = cpuOfChrome(); let t0 = Date.now();
  await page.goto("http://127.0.0.1:3210" + url); await page.waitForLoadState("networkidle");
  let c1 = cpuOfChrome(); let t1 = Date.now();
  await new Promise((r) => setTimeout(r, 3000));
  let c2 = cpuOfChrome();
  console.log(`${url}: load ${(c1 - c0).toFixed(2)} CPU-s in ${t1 - t0} ms; idle 3 s: ${(c2 - c1).toFixed(2)} CPU-s`);
  await ctx.close();
}
await browser.close();
