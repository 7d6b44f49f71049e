// Debian's Chromium, as every browser-driving script and test starts it: headless, and
// without the background traffic a machine with no internet cannot answer.
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell, the same engine without
 * the full browser's interface (no GPU process, no WebUI renderers), which Playwright itself
 * prefers for headless runs; the full Chromium where the shell is not installed.
 */
const SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(SHELL) ? SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
