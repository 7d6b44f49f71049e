import os from "node:os";
import { defineConfig } from "vitest/config";

/** The integration files that exercise the embedded database's own behaviour. */
const EMBEDDED_DRIVER_FILES = [
  "accounts/accounts",
  "accounts/self-service",
  "backup/backup",
  "properties/lifecycle/listing-lifecycle",
  "properties/lifecycle/approval-queue",
  "properties/posting/property-posting",
  "db/rate-limits",
  "properties/saved-searches/saved-searches",
  "properties/search/search-index",
  "accounts/limits",
  "sms/sms-ceiling",
];

/**
 * The HTTP tests that time a server under a flood, after the others, so that no other test's
 * load is in their figures. Two flood a server of their own that works on one core (one
 * render or one photo at a time) and bound what a page waits at a second: they run side by
 * side, each with a core ("http-flood"). The crawler and the shedding test time the render
 * queue itself, on the whole machine: one at a time, last ("http-alone"); the idle-memory test
 * too, whose server gives a burst's memory back only once the machine is quiet (429 MB beside
 * the browser tests, 370 MB alone).
 */
const HTTP_FLOOD_FILES = ["hostile-requests", "upload-flood"];
const HTTP_ALONE_FILES = ["crawler", "load-shedding", "idle-memory"];

/** The HTTP tests' server, beside the browser tests' (3210, playwright.config.ts); HTTP_TEST_PORT moves it. */
const HTTP_PORT = process.env.HTTP_TEST_PORT ?? "3220";

// "unit" needs no database and runs in seconds (npm run test:unit); "integration" boots
// the site on PGlite, or PostgreSQL with TEST_DATABASE_URL; "http", "http-flood" and "http-alone" speak
// HTTP to the built site (npm run build first), for what needs no browser.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
    tags: [
      {
        name: "driver",
        description:
          "What a database driver does its own way: limits reserved at once, transactions, jobs, the change feed, backups. Beside PostgreSQL, npm test runs only these on PGlite.",
      },
    ],
    projects: [
      {
        extends: true,
        // Pure tests share their worker's modules: importing once, not once per file, is
        // most of what a unit run costs.
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts"],
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          isolate: false,
          // The database is migrated and seeded once per run; each file copies or clones it.
          globalSetup: ["tests/support/template-database.ts"],
        },
      },
      {
        extends: true,
        // What the embedded database does its own way: one connection for every request
        // (limits reserved atomically, transactions), its jobs, change feed and backups. npm
        // test runs the tests of these files tagged "driver" on PGlite when the whole suite
        // runs on PostgreSQL (decision 034); the rest of each file is the same on either.
        test: {
          name: "embedded",
          include: EMBEDDED_DRIVER_FILES.map((name) => `tests/integration/${name}.test.ts`),
          isolate: false,
          globalSetup: ["tests/support/template-database.ts"],
        },
      },
      {
        extends: true,
        // What needs no browser, against the built site (tests/e2e/serve.js): the access
        // matrix, headers, the server process, two processes, memory. Their own servers
        // spawn as npm start does, in production mode.
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          exclude: [...HTTP_FLOOD_FILES, ...HTTP_ALONE_FILES].map((name) => `tests/http/${name}.test.ts`),
          env: { E2E_PORT: HTTP_PORT },
          testTimeout: 60_000,
          // One file at a time: they run beside the browser tests (npm test), whose workers
          // have the cores; most of this project's time is spent waiting on its servers.
          maxWorkers: 1,
          globalSetup: ["tests/support/e2e-server.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "http-flood",
          include: HTTP_FLOOD_FILES.map((name) => `tests/http/${name}.test.ts`),
          env: { E2E_PORT: HTTP_PORT },
          testTimeout: 60_000,
          maxWorkers: 2,
          // Run together with http-alone (npm test), first: then http-alone alone.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "http-alone",
          include: HTTP_ALONE_FILES.map((name) => `tests/http/${name}.test.ts`),
          env: { E2E_PORT: HTTP_PORT },
          testTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          globalSetup: ["tests/support/e2e-server.ts"],
        },
      },
    ],
  },
});
