import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.js";
import { E2E } from "./tests/e2e/e2e-env";

const chrome = { ...devices["Desktop Chrome"], channel: undefined };
// The longest file (every public page weighed and checked for accessibility) starts first, so
// that it is not left running alone at the end of the leg.
const LONGEST = /every-public-page\.spec\.ts$/;

/**
 * End-to-end tests: the built server on loopback, driven in Debian's Chromium. What needs no
 * browser (HTTP only, server processes) is in tests/http, run by Vitest (vitest.config.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One worker per core and one more: a test waiting on a page, a timer or a server of its
  // own leaves its core to the others (the server and the browsers share them).
  workers: os.availableParallelism() + 1,
  // A test that passes only on a second try is a defect to fix at its cause, never retried.
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: E2E.baseURL,
    // Tracing records every test as it runs, a fifth or more of the leg's CPU on two cores:
    // E2E_TRACE=1 keeps the traces of failed tests when one needs them.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // As a reader who asked for less motion: the home page's slideshow alone kept a core at
    // 40 % while a test stood on it. The files that test motion itself (home, layout) ask
    // for it back with test.use({ reducedMotion: "no-preference" }).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "chromium-longest", testMatch: LONGEST, use: chrome },
    { name: "chromium", testIgnore: LONGEST, use: chrome },
  ],
  webServer: {
    command: "node tests/e2e/serve.js",
    url: `${E2E.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
