// The whole suite, in the order a failure is cheapest to find: types, lint, unit and
// integration tests (embedded PGlite, then PostgreSQL when TEST_DATABASE_URL is set),
// the production build, then end-to-end tests in Chromium against the built server.
import { spawnSync } from "node:child_process";

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

const steps = [
  ["Typecheck", "npx", ["react-router", "typegen"]],
  ["Typecheck", "npx", ["tsc"]],
  ["Lint", "npx", ["biome", "check", "."]],
  ["Unit and integration tests (PGlite)", "npx", ["vitest", "run"], withoutPostgres],
  ...(TEST_DATABASE_URL
    ? [["Integration tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "integration"], process.env]]
    : []),
  ["Build", "node", ["scripts/build-if-needed.js"]],
  ["End-to-end tests (Chromium)", "npx", ["playwright", "test"]],
];

for (const [title, command, args, env = process.env] of steps) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
console.log("\nAll checks passed.");
