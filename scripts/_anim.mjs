import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./chromium.js";
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto("http://127.0.0.1:3210/"); await page.waitForLoadState("networkidle");
console.log(await page.evaluate(() => document.getAnimations().map(a => `${a.constructor.name} ${a.animationName ?? ""} ${a.effect?.target?.tagName}.${a.effect?.target?.className}`.slice(0,200))));
await browser.close();
