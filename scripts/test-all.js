// The whole suite (npm test). Its legs run side by side where they do not wait for each
// other (decision 034 has the figures): types, lint, unit tests and the production build
// at once; the integration tests on PGlite and on PostgreSQL (when TEST_DATABASE_URL is
// set) together once the unit tests pass; then the end-to-end tests in Chromium against the
// built server, beside the HTTP tests (Vitest, a built server of their own); last, with
// nothing else running, the HTTP tests that time a server under a flood. Each leg's output is printed whole when
// it ends; the first failure stops the rest. At the end: each leg's time and the tests counted.
import { spawn } from "node:child_process";

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

const INTEGRATION_LEGS = [
  "Integration tests (PGlite)",
  "Integration tests (PGlite, its own ways)",
  "Integration tests (PostgreSQL)",
];

/** name, commands (run in turn), the legs it waits for, its environment. */
const legs = [
  {
    name: "Types",
    commands: [
      ["npx", "react-router", "typegen"],
      // TypeScript's native compiler: the same checks in a fifth of the time (decision 034).
      ["npx", "tsgo"],
    ],
  },
  { name: "Lint", commands: [["npx", "biome", "check", "."]] },
  { name: "Unit tests", commands: [["npx", "vitest", "run", "--project", "unit"]], env: withoutPostgres },
  // The build, then the end-to-end servers' seeded data directory (tests/e2e/data-template.js).
  {
    name: "Build",
    commands: [
      ["node", "scripts/build-if-needed.js"],
      ["node", "tests/e2e/serve.js", "--prepare"],
    ],
  },
  // The whole integration suite runs on PostgreSQL when there is one (CI) and on PGlite
  // otherwise; beside PostgreSQL, PGlite runs what it does its own way: the tests tagged
  // "driver" (vitest.config.ts).
  // The end-to-end servers run on PGlite throughout.
  {
    name: TEST_DATABASE_URL ? "Integration tests (PGlite, its own ways)" : "Integration tests (PGlite)",
    commands: [
      TEST_DATABASE_URL
        ? ["npx", "vitest", "run", "--project", "embedded", "--tags-filter=driver"]
        : ["npx", "vitest", "run", "--project", "integration"],
    ],
    after: ["Unit tests", "Lint"],
    env: withoutPostgres,
  },
  ...(TEST_DATABASE_URL
    ? [
        {
          name: "Integration tests (PostgreSQL)",
          commands: [["npx", "vitest", "run", "--project", "integration"]],
          after: ["Unit tests", "Lint"],
        },
      ]
    : []),
  // The browser tests once the integration legs are done: both are bound by the cores, and
  // side by side each slowed the other past its time-outs. Beside them, what needs no browser
  // against a built server of its own (tests/http): access, headers, server processes.
  {
    name: "End-to-end tests (Chromium)",
    commands: [["npx", "playwright", "test"]],
    after: ["Types", "Build", ...INTEGRATION_LEGS],
  },
  {
    name: "HTTP tests",
    commands: [["npx", "vitest", "run", "--project", "http"]],
    after: ["Types", "Build", ...INTEGRATION_LEGS],
  },
  // The tests that time a server under a flood, last, with nothing else running: the two that
  // each keep one core busy side by side, then the two that time the whole machine, one at a
  // time (vitest.config.ts).
  {
    name: "HTTP tests under a flood",
    commands: [["npx", "vitest", "run", "--project", "http-flood", "--project", "http-alone"]],
    after: ["Types", "Lint", "Unit tests", ...INTEGRATION_LEGS, "End-to-end tests (Chromium)", "HTTP tests"],
  },
];

const started = Date.now();
const results = new Map(); // name → { seconds, passed, failed, skipped }
const running = new Map(); // name → child process
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const ansi = /\x1b\[[0-9;]*m/g;

function runLeg(leg) {
  return new Promise((resolve) => {
    const from = Date.now();
    let output = "";
    const next = (index) => {
      const command = leg.commands[index];
      if (!command) return resolve({ ok: true, output, seconds: seconds(from) });
      output += `$ ${command.join(" ")}\n`;
      const child = spawn(command[0], command.slice(1), {
        env: { ...(leg.env ?? process.env), FORCE_COLOR: "0" },
        stdio: ["ignore", "pipe", "pipe"],
        // A group of its own, so that stopping a leg stops what npx started too.
        detached: true,
      });
      running.set(leg.name, child);
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      child.on("close", (code, signal) => {
        running.delete(leg.name);
        if (code === 0) return next(index + 1);
        resolve({ ok: false, output, seconds: seconds(from), why: signal ?? `exit ${code}` });
      });
    };
    console.log(`▶ ${leg.name}`);
    next(0);
  });
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
process.on("SIGINT", () => {
  for (const child of running.values()) stopGroup(child);
  process.exit(130);
});

/** Tests passed, failed and skipped, as the runner's closing lines count them. */
function count(output) {
  const text = output.replace(ansi, "");
  const tally = { passed: 0, failed: 0, skipped: 0 };
  // One summary line for each Vitest run of the leg.
  const vitest = [...text.matchAll(/^\s*Tests\s+(.+)$/gm)];
  if (vitest.length) {
    for (const [, line] of vitest)
      for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|skipped)/g)) tally[kind] += Number(n);
    return tally;
  }
  for (const [, n, kind] of text.matchAll(/^\s*(\d+) (passed|failed|skipped|flaky|did not run)\b/gm)) {
    const key = kind === "passed" || kind === "skipped" ? kind : "failed";
    tally[key] += Number(n);
  }
  return tally;
}

// Each leg starts once the legs it waits for have passed (they stand before it in the list);
// a failure stops the legs still running, and the legs waiting for it never start.
const known = new Set(legs.map((leg) => leg.name));
const outcomes = new Map(); // name → promise of whether the leg passed
let failed = null;

for (const leg of legs) {
  const waitsFor = (leg.after ?? []).filter((other) => known.has(other)).map((other) => outcomes.get(other));
  outcomes.set(
    leg.name,
    Promise.all(waitsFor).then(async (passed) => {
      if (failed || !passed.every(Boolean)) return false;
      const outcome = await runLeg(leg);
      process.stdout.write(`\n── ${leg.name} ──\n${outcome.output.replace(ansi, "")}\n`);
      if (!outcome.ok) {
        console.error(`✖ ${leg.name} failed after ${outcome.seconds}s (${outcome.why})`);
        failed ??= leg.name;
        for (const child of running.values()) stopGroup(child);
        return false;
      }
      results.set(leg.name, { seconds: outcome.seconds, ...count(outcome.output) });
      console.log(`✔ ${leg.name} (${outcome.seconds}s)`);
      return true;
    }),
  );
}
await Promise.all(outcomes.values());

console.log("\nLeg times:");
for (const [name, result] of results) {
  const tests = result.passed + result.failed ? `  ${result.passed} passed` : "";
  console.log(`  ${name.padEnd(34)} ${result.seconds.padStart(7)} s${tests}`);
}
console.log(`  ${"Wall time".padEnd(34)} ${seconds(started).padStart(7)} s`);
if (failed) {
  console.error(`\n✖ ${failed} failed.`);
  process.exit(1);
}
const total = [...results.values()].reduce(
  (sum, result) => ({ passed: sum.passed + result.passed, failed: sum.failed + result.failed }),
  { passed: 0, failed: 0 },
);
console.log("\nAll checks passed.");
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
