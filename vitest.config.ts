import os from "node:os";
import { defineConfig } from "vitest/config";

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
    ],
  },
});
