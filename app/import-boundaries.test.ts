// The import floors of the architecture (core ← features ← routes; components never import
// .server modules; runtime code never imports db/seed), read from the sources themselves so
// that a crossing fails here, named, instead of being found in review.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FLOORS,
  floorOf,
  type Import,
  importsAmong,
  isRuntime,
  isTest,
  ROOT,
  scannedFiles,
  specifiersOf,
  upwardImports,
} from "../scripts/code-facts";

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
  "saved-searches": ["search"],
  lifecycle: [],
  trust: ["lifecycle", "prices"],
  posting: ["lifecycle", "trust"],
  "contact-owner": ["messages"],
  messages: [],
  shortlist: [],
  // The stats page's "confirm it is still available" reads the listing's expiry (decision 031).
  stats: ["lifecycle"],
  prices: ["search"],
  // Circle rates are matched to a locality by its place-page slug (search/place-links.ts).
  costs: ["search"],
  // A bulk import posts and edits each row through the posting module and pauses through the
  // lifecycle (decision 062); the poster's leads go back to their spreadsheet as the enquiries'
  // and the conversations' owners give them (issue 59, item 7).
  import: ["posting", "lifecycle", "contact-owner", "messages"],
  // Which listings a visitor compares and the best of a row (the page's model is in pages/).
  compare: [],
  // The models of the pages that show many sub-features at once (the listing page, the
  // profile): above every sibling, and no sibling uses them.
  pages: [
    "search",
    "saved-searches",
    "lifecycle",
    "trust",
    "posting",
    "contact-owner",
    "messages",
    "shortlist",
    "stats",
    "prices",
    "costs",
    "compare",
  ],
};
const subFeatureOf = (file: string): string | undefined =>
  file.startsWith(LISTINGS) ? /^app\/modules\/properties\/([^/]+)\//.exec(file)?.[1] : undefined;

/**
 * The one runtime door to db/seed: every start upserts the static content and, unless
 * SEED_DEMO=0, writes the demo listings (docs/deploy.md). Nothing else in the
 * running site may reach the seed data.
 */
const START_SEED = ["server/boot.ts", "db/seed/seed.server.ts"] as const;

const files = scannedFiles();
const imports = importsAmong(files);

const importsOf = new Map<string, Import[]>();
for (const entry of imports) importsOf.set(entry.from, [...(importsOf.get(entry.from) ?? []), entry]);

const isServerModule = (file: string) => /\.server(?:\.|$)/.test(path.posix.basename(file));
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

  it("keeps the floors docs/architecture.md draws: no file imports a floor above its own", () => {
    expect(upwardImports(imports)).toEqual([]);
  });

  it("keeps the features of one floor apart: they talk through the owner's module below, or its events", () => {
    // The property sub-features use the siblings SUB_FEATURE_USES names (above); the floor's
    // own folders (platform, text, i18n, config) are one.
    const featureOf = (file: string) => /^app\/modules\/([^/]+)\//.exec(file)?.[1];
    const sharedFloors = new Set(["the floor", "property sub-features"]);
    const crossings = imports.flatMap((entry) => {
      if (isTest(entry.from)) return [];
      const floor = floorOf(entry.from);
      if (floor === undefined || floor !== floorOf(entry.target)) return [];
      const [from, to] = [featureOf(entry.from), featureOf(entry.target)];
      const name = FLOORS[floor]?.name ?? "";
      if (!from || !to || from === to || sharedFloors.has(name)) return [];
      return [
        `${describeImport(entry)}: ${from} and ${to} share a floor (${name}); go through an owner below, or its events`,
      ];
    });
    expect(crossings).toEqual([]);
  });

  it("the floors drawn in docs/architecture.md are these, in this order", () => {
    const architecture = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const block = /## The floors\n[\s\S]*?```\n([\s\S]*?)```/.exec(architecture)?.[1] ?? "";
    const lines = block.trimEnd().split("\n");
    // A line per floor, top to bottom, beginning with the floor's first folder (`<sub>` for `*`).
    const firstFolder = (line: string) => line.split(/[\s,]+/)[0];
    const drawn = FLOORS.map(({ folders }) =>
      lines.findIndex((line) => firstFolder(line) === folders[0]?.replace("*", "<sub>")),
    );
    expect(drawn).toEqual(FLOORS.map((_floor, index) => index));
  });

  it("sees a floor climbed, through a relative path or an alias", () => {
    const sample = [
      {
        from: "app/modules/accounts/roles.server.ts",
        specifier: "#app/modules/properties/listing-store.server",
        target: "app/modules/properties/listing-store.server.ts",
      },
      {
        from: "app/modules/listing-core/store.server.ts",
        specifier: "../media/images.server",
        target: "app/modules/media/images.server.ts",
      },
      {
        from: "db/listing-columns.ts",
        specifier: "../app/modules/listing-core/fields",
        target: "app/modules/listing-core/fields.ts",
      },
    ];
    expect(upwardImports(sample)).toEqual([
      'app/modules/accounts/roles.server.ts imports "#app/modules/properties/listing-store.server": accounts and the company\'s content must not import the property root, a higher floor',
    ]);
  });
});
