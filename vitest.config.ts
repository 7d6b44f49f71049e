import os from "node:os";
import { defineConfig } from "vitest/config";

/** The integration files that exercise the embedded database's own behaviour. */
const EMBEDDED_DRIVER_FILES = [
  "accounts",
  "account-self-service",
  "backup",
  "listing-lifecycle",
  "property-posting",
  "rate-limits",
  "saved-searches",
  "search-index",
  "trust-limits",
];

// Two projects: "unit" needs no database and runs in seconds (npm run test:unit);
// "integration" boots the site on PGlite, or PostgreSQL with TEST_DATABASE_URL.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
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
        // test runs it on PGlite when the whole suite runs on PostgreSQL (decision 034).
        test: {
          name: "embedded",
          include: EMBEDDED_DRIVER_FILES.map((name) => `tests/integration/${name}.test.ts`),
          isolate: false,
          globalSetup: ["tests/support/template-database.ts"],
        },
      },
    ],
  },
});
