// The import floors of the architecture (core ← features ← routes; components never import
// .server modules; runtime code never imports db/seed), read from the sources themselves so
// that a crossing fails here, named, instead of being found in review.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SCANNED = ["app", "server", "scripts", "db"];
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

const LISTING_CORE = "app/modules/listing-core/";
const LISTINGS = "app/modules/properties/";
const PROJECTS = "app/modules/projects/";

/**
 * The property sub-features (app/modules/properties/<name>/) and the siblings each may use
 * (decision 018). Each may use the property root, the listing core and the platform; a
 * sibling only where it is named here, which keeps the graph a short, one-way chain: an
 * alert is a saved search; posting sends a listing for review, which finds the trust flags
 * and keeps the lifecycle's history; a report asks the owner through the lifecycle's link.
 */
const SUB_FEATURE_USES: Record<string, readonly string[]> = {
  search: [],
  alerts: ["search"],
  lifecycle: [],
  trust: ["lifecycle", "prices"],
  posting: ["lifecycle", "trust"],
  contact: [],
  shortlist: [],
  // The stats page's "confirm it is still available" reads the listing's expiry (decision 031).
  stats: ["lifecycle"],
  prices: ["search"],
  // Circle rates are matched to a locality by its place-page slug (search/place-links.ts).
  costs: ["search"],
  // The models of the pages that show many sub-features at once (the listing page, the
  // profile): above every sibling, and no sibling uses them.
  pages: ["search", "alerts", "lifecycle", "trust", "posting", "contact", "shortlist", "stats", "prices", "costs"],
};
const subFeatureOf = (file: string): string | undefined =>
  file.startsWith(LISTINGS) ? /^app\/modules\/properties\/([^/]+)\//.exec(file)?.[1] : undefined;

/**
 * The one runtime door to db/seed: every start upserts the static content and, unless
 * SEED_DEMO=0, writes the demo listings (docs/deploy.md). Nothing else in the
 * running site may reach the seed data.
 */
const START_SEED = ["server/boot.ts", "db/seed/seed.server.ts"] as const;

interface Import {
  /** The importing file, relative to the repository, with forward slashes. */
  from: string;
  /** As written in the source. */
  specifier: string;
  /** The file it names; for a file we cannot find (generated route types), the path. */
  target: string;
}

function sourceFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => SOURCE.test(file) && !file.includes("node_modules/"));
}

/**
 * Every module specifier in a source: static imports and re-exports (`import type` and
 * `export type` included), dynamic `import()` and `import("…")` types. A real parse rather
 * than ts.preProcessFile, which misses `export * as name from`.
 */
function specifiersOf(fileName: string, text: string): string[] {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteralLike(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      if (ts.isStringLiteralLike(node.argument.literal)) found.push(node.argument.literal.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      if (ts.isStringLiteralLike(node.moduleReference.expression)) found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = [...SCANNED.flatMap(sourceFiles), "server.js"];
const known = new Set(files);

/** The file a specifier names, as the bundler finds it; undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, ""); // "./app.css?url"
  let base: string;
  if (bare.startsWith("#app/") || bare.startsWith("#db/")) base = bare.slice(1);
  else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find((candidate) => known.has(candidate)) ?? base;
}

const imports: Import[] = files.flatMap((from) =>
  specifiersOf(from, fs.readFileSync(path.join(ROOT, from), "utf8")).flatMap((specifier) => {
    const target = resolve(from, specifier);
    return target ? [{ from, specifier, target }] : [];
  }),
);

const importsOf = new Map<string, Import[]>();
for (const entry of imports) importsOf.set(entry.from, [...(importsOf.get(entry.from) ?? []), entry]);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isServerModule = (file: string) => /\.server(?:\.|$)/.test(path.posix.basename(file));
const isRuntime = (file: string) =>
  (file.startsWith("app/") || file.startsWith("server/") || file === "server.js") && !isTest(file);
const describeImport = ({ from, specifier }: Import) => `${from} imports "${specifier}"`;

describe("import boundaries", () => {
  it("reads the imports of every source", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(500);
    const forms = [
      'import a, { type B } from "#app/a";',
      'import type * as C from "#app/c";',
      'export * as d from "./d";',
      'export type { E } from "./e";',
      'type F = typeof import("./f");',
      'const g = await import("./g.server");',
      "const h = () => import(`#db/h`);",
    ].join("\n");
    expect(specifiersOf("sample.tsx", forms)).toEqual(["#app/a", "#app/c", "./d", "./e", "./f", "./g.server", "#db/h"]);
  });

  it("keeps the listing core free of the features built on it", () => {
    const violations = imports
      .filter(({ from }) => from.startsWith(LISTING_CORE))
      .filter(({ target }) => target.startsWith(LISTINGS) || target.startsWith(PROJECTS))
      .map((entry) => `${describeImport(entry)}: the listing core must not import a feature (properties, projects)`);
    expect(violations).toEqual([]);
  });

  it("keeps properties and projects from importing each other (what they share is the listing core's)", () => {
    // In the modules and in the components alike.
    const pairs = [
      [LISTINGS, PROJECTS],
      ["app/components/properties/", "app/components/projects/"],
    ] as const;
    const crossings = imports
      .filter(({ from, target }) =>
        pairs.some(
          ([one, other]) =>
            (from.startsWith(one) && target.startsWith(other)) || (from.startsWith(other) && target.startsWith(one)),
        ),
      )
      .map((entry) => `${describeImport(entry)}: properties and projects must not import each other`);
    expect(crossings).toEqual([]);
  });

  it("keeps the listing core's components free of the features' components", () => {
    const violations = imports
      .filter(({ from }) => from.startsWith("app/components/listing-core/"))
      .filter(
        ({ target }) =>
          target.startsWith("app/components/properties/") || target.startsWith("app/components/projects/"),
      )
      .map((entry) => `${describeImport(entry)}: the listing core's components must not import a feature's`);
    expect(violations).toEqual([]);
  });

  it("keeps each property sub-feature to the root, the core, the platform and the siblings it names", () => {
    const folders = fs
      .readdirSync(path.join(ROOT, LISTINGS), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(SUB_FEATURE_USES).sort());
    const violations = imports.flatMap((entry) => {
      const from = subFeatureOf(entry.from);
      const to = subFeatureOf(entry.target);
      if (!entry.from.startsWith(LISTINGS) || !entry.target.startsWith(LISTINGS) || from === to) return [];
      if (from === undefined)
        return [`${describeImport(entry)}: the property root must not import a sub-feature (${to})`];
      if (to !== undefined && !SUB_FEATURE_USES[from]?.includes(to))
        return [`${describeImport(entry)}: ${from} must not import its sibling ${to}`];
      return [];
    });
    expect(violations).toEqual([]);
  });

  it("has no import cycles among the modules", () => {
    const modules = files.filter((file) => file.startsWith("app/modules/") && !isTest(file));
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]): void => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const entry of importsOf.get(file) ?? [])
        if (entry.target.startsWith("app/modules/")) visit(entry.target, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of modules) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("keeps .server modules out of components, types included", () => {
    const violations = imports
      .filter(({ from, target }) => from.startsWith("app/components/") && isServerModule(target))
      .map(
        (entry) =>
          `${describeImport(entry)}: components must not import .server modules; move what it needs (a type) to a module beside it without .server`,
      );
    expect(violations).toEqual([]);
  });

  it("keeps platform/ the floor: it imports only config, text, i18n and itself", () => {
    const floor = ["app/config/", "app/modules/text/", "app/modules/i18n/", "app/modules/platform/"];
    const violations = imports
      .filter(({ from }) => from.startsWith("app/modules/platform/") && !isTest(from))
      .filter(({ target }) => target.startsWith("app/") || target.startsWith("db/"))
      .filter(({ target }) => !floor.some((folder) => target.startsWith(folder)))
      .map((entry) => `${describeImport(entry)}: platform/ is the floor; move the code up or the rule down`);
    expect(violations).toEqual([]);
  });

  it("keeps routes out of domain modules", () => {
    const violations = imports
      .filter(({ from, target }) => from.startsWith("app/modules/") && target.startsWith("app/routes/"))
      .map((entry) => `${describeImport(entry)}: a domain module must not import a route`);
    expect(violations).toEqual([]);
  });

  it("keeps db/seed out of runtime code, directly or through another file", () => {
    const isSeed = (file: string) => file.startsWith("db/seed/");
    const isStartSeed = ({ from, target }: Import) => from === START_SEED[0] && target === START_SEED[1];
    // Walk from every runtime file along its imports, remembering how each file was reached.
    const reachedFrom = new Map<string, string | undefined>(files.filter(isRuntime).map((file) => [file, undefined]));
    const queue = [...reachedFrom.keys()];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const entry of importsOf.get(file) ?? []) {
        if (isSeed(entry.target) || reachedFrom.has(entry.target)) continue;
        reachedFrom.set(entry.target, file);
        queue.push(entry.target);
      }
    }
    const chain = (file: string): string[] => {
      const parent = reachedFrom.get(file);
      return parent === undefined ? [file] : [...chain(parent), file];
    };
    const violations = imports
      .filter((entry) => reachedFrom.has(entry.from) && isSeed(entry.target) && !isStartSeed(entry))
      .map(
        (entry) =>
          `${[...chain(entry.from), entry.target].join(" → ")} ("${entry.specifier}"): runtime code must not import db/seed (scripts and tests may)`,
      );
    expect.soft(violations).toEqual([]);
    expect(imports.some(isStartSeed), `${START_SEED.join(" → ")} is gone: remove START_SEED`).toBe(true);
  });
});
