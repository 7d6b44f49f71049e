// Docs that cannot drift: docs/architecture.md names every module folder, every property
// sub-feature and every component folder; no comment in the code and no current document names
// a file that does not exist, and no current document names a function or constant the code
// does not have. Decision records are history (they name files as they were), but a replaced
// one says so at its top and links its successor, which links back.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const file = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (keep(file)) found.push(file);
    }
  };
  walk(dir);
  return found;
}

const everyFile = ["app", "server", "scripts", "db", "tests", "docs", "tools", ".ci"].flatMap((dir) =>
  fs.existsSync(path.join(ROOT, dir)) ? filesUnder(dir, () => true) : [],
);
const known = new Set([...everyFile, ...fs.readdirSync(ROOT)]);
const basenames = new Set([...known].map((file) => path.posix.basename(file)));

/** File names written in a text: "lifecycle.server.ts", "tests/e2e/serve.js", "docs/deploy.md". */
function namedFiles(text: string): string[] {
  return [...text.matchAll(/(?<![\w@/.#-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|jsx?|mjs|md|sql))\b/g)]
    .map((match) => match[1] as string)
    .filter((name) => name !== "Node.js");
}

/** Whether a named file exists: by its path (from the root or any folder), or by its name. */
function exists(name: string): boolean {
  if (!name.includes("/")) return basenames.has(name);
  return [...known].some((file) => file === name || file.endsWith(`/${name}`));
}

describe("docs that cannot drift", () => {
  const architecture = read("docs/architecture.md");

  it("docs/architecture.md walks a listing from the wizard to a search result on another process, step by step", () => {
    const walk = /## The walk of a listing[^\n]*\n([\s\S]*?)\n## /.exec(architecture)?.[1] ?? "";
    const steps = walk.match(/^\d+\. /gm) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(7);
    // Each step names the files it passes through (the test above checks that they exist).
    for (const name of [
      "listing-wizard.tsx",
      "post.server.ts",
      "listing-store.server.ts",
      "change-feed.server.ts",
      "live-index.server.ts",
      "search.server.ts",
    ])
      expect(walk).toContain(name);
  });

  it("docs/architecture.md names every module folder and every property sub-feature", () => {
    // A row of the folder tables: | `name/` | its job |
    const row = (name: string) => architecture.includes(`| \`${name}/\` |`);
    const modules = folders("app/modules").filter((name) => !row(name));
    expect(modules, "module folders missing from docs/architecture.md").toEqual([]);
    const subFeatures = folders("app/modules/properties").filter((name) => !row(name));
    expect(subFeatures, "property sub-features missing from docs/architecture.md").toEqual([]);
  });

  it("finds file names the way a reader writes them", () => {
    expect(namedFiles("see `lifecycle.server.ts` and tests/e2e/serve.js, docs/deploy.md.")).toEqual([
      "lifecycle.server.ts",
      "tests/e2e/serve.js",
      "docs/deploy.md",
    ]);
    expect(exists("lifecycle.server.ts")).toBe(true);
    expect(exists("page-cache-sync.server.ts")).toBe(false);
  });

  it("names no file that does not exist, in the code's comments or the current documents", () => {
    const sources = filesUnder("app", (file) => /\.(tsx?|js)$/.test(file))
      .concat(filesUnder("server", (file) => /\.(tsx?|js)$/.test(file)))
      .concat(filesUnder("scripts", (file) => /\.(tsx?|js|mjs)$/.test(file)));
    const documents = ["README.md", ...filesUnder("docs", (file) => file.endsWith(".md"))].filter(isCurrentDocument);
    const missing: string[] = [];
    for (const file of sources) {
      // Comments only: what the code imports is checked by the compiler.
      const comments = read(file).match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
      for (const name of comments.flatMap(namedFiles)) if (!exists(name)) missing.push(`${file}: ${name}`);
    }
    for (const file of documents)
      for (const name of namedFiles(read(file))) if (!exists(name)) missing.push(`${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it("docs/architecture.md names every component folder in its components table", () => {
    const components = /### app\/components\n([\s\S]*?)\n### /.exec(architecture)?.[1] ?? "";
    const missing = folders("app/components").filter((name) => !components.includes(`| \`${name}/\` |`));
    expect(missing, "component folders missing from the components table of docs/architecture.md").toEqual([]);
  });

  it("names no function or constant the code does not have, in the current documents", () => {
    const documents = ["README.md", ...filesUnder("docs", (file) => file.endsWith(".md"))].filter(isCurrentDocument);
    const missing = documents.flatMap((file) =>
      namedIdentifiers(read(file))
        .filter((name) => !codeIdentifiers.has(name) && !NOT_OURS.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("finds identifiers the way a reader writes them", () => {
    expect(namedIdentifiers("`requireUser`, `formatDate(…, { locale })`, `SUB_FEATURE_USES`, `live`, `lists`")).toEqual(
      ["requireUser", "formatDate", "SUB_FEATURE_USES"],
    );
    expect(codeIdentifiers.has("requireUser")).toBe(true);
    expect(codeIdentifiers.has("requireRole")).toBe(false);
  });

  describe("decision records", () => {
    const decisions = filesUnder(
      "docs/decisions",
      (file) => /\/\d{3}-[^/]+\.md$/.test(file) && !file.includes("/000-"),
    );
    const statusOf = (file: string) => /^-?\s*Status:(.*)$/m.exec(read(file).split("\n").slice(0, 6).join("\n"))?.[1];
    const linksIn = (text: string) =>
      [...text.matchAll(/\[(\d{3})\]\((\d{3}-[\w-]+\.md)\)/g)].map((match) => match[2] as string);

    it("each says at its top whether it stands", () => {
      expect(decisions.length).toBeGreaterThan(50);
      expect(decisions.filter((file) => statusOf(file) === undefined)).toEqual([]);
    });

    it("a decision named in a status is linked, and links back: a replaced one and its successor name each other", () => {
      const problems: string[] = [];
      for (const file of decisions) {
        const status = statusOf(file) ?? "";
        // Every other decision a status names is a link (a bare "decision 023" cannot be followed).
        const unlinked = status.replace(/\[\d{3}\]\(\d{3}-[\w-]+\.md\)/g, "").match(/\b\d{3}\b/g) ?? [];
        for (const number of unlinked) problems.push(`${file}: decision ${number} is named, not linked`);
        for (const target of linksIn(status)) {
          const other = `docs/decisions/${target}`;
          if (!known.has(other)) problems.push(`${file}: links ${target}, which does not exist`);
          else if (!linksIn(statusOf(other) ?? "").includes(path.posix.basename(file)))
            problems.push(`${file}: links ${target}, whose status does not link back`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("a decision that names a function the code no longer has says it was superseded", () => {
      const stale = decisions.flatMap((file) => {
        const gone = [...read(file).matchAll(/`([A-Za-z_$][\w$]*)\([^`]*\)`/g)]
          .map((match) => match[1] as string)
          .filter((name) => !codeIdentifiers.has(name) && !NOT_OURS.has(name));
        return gone.length && !/supersed|replaced/i.test(statusOf(file) ?? "")
          ? [`${file}: ${[...new Set(gone)]}`]
          : [];
      });
      expect(stale).toEqual([]);
    });
  });
});

/**
 * Names the documents use that are not the code's own: the browser's dialog, drizzle's order,
 * pino-http's request id in each log line.
 */
const NOT_OURS = new Set(["showModal", "desc", "reqId"]);

/**
 * The documents that say how things are now: not the decision records (history, naming files
 * as they were) nor docs/renames-plan.md (a plan, naming files as they will be).
 */
function isCurrentDocument(file: string): boolean {
  return !file.startsWith("docs/decisions/") && file !== "docs/renames-plan.md";
}

/**
 * Every identifier the code, the test helpers and the scripts write, and the names the tests
 * declare (only declared: a test also names what must be gone).
 */
const codeIdentifiers = new Set(
  ["app", "server", "scripts", "db", "tests", "tools", ".ci"]
    .flatMap((dir) =>
      fs.existsSync(path.join(ROOT, dir)) ? filesUnder(dir, (file) => /\.(?:[cm]?[jt]sx?|sh)$/.test(file)) : [],
    )
    .concat(["server.js", "package.json"])
    .flatMap((file) =>
      /\.(?:test|spec)\.[jt]sx?$/.test(file)
        ? [...read(file).matchAll(/\b(?:const|let|function|class|interface|type)\s+([A-Za-z_$][\w$]*)/g)].map(
            (match) => match[1] as string,
          )
        : (read(file).match(/[A-Za-z_$][\w$]*/g) ?? []),
    ),
);

/**
 * The identifiers a document names in backticks: a call (`name(…)`), a camelCase name or a
 * CONSTANT_WITH_UNDERSCORES. Plain words (`live`, `lists`) are not taken for code.
 */
function namedIdentifiers(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z_$][\w$]*)(\([^`]*\))?`/g)]
    .filter(
      ([, name = "", call]) => call || /^[a-z][a-z0-9]*[A-Z]/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name),
    )
    .map(([, name]) => name as string);
}
