// Docs that cannot drift: docs/architecture.md names every module folder and every property
// sub-feature, and no comment in the code and no current document names a file that does not
// exist. (Decision records are history: they name files as they were.)
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
    const documents = ["README.md", ...filesUnder("docs", (file) => file.endsWith(".md"))].filter(
      (file) => !file.startsWith("docs/decisions/"),
    );
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
});
