import { defineConfig } from "vitest/config";

// Two projects: "unit" needs no database and runs in seconds (npm run test:unit);
// "integration" boots the site on PGlite, or PostgreSQL with TEST_DATABASE_URL.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
    projects: [
      { extends: true, test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts"] } },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
    ],
  },
});
