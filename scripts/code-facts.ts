// Facts read from the sources themselves, for the rules the guard tests keep
// (app/import-boundaries.test.ts, app/one-way-in.test.ts) and for the figures the lead
// re-runs after a merge (scripts/code-figures.ts): the imports and the floors they cross,
// which file writes which table, announcements made after their write committed, long
// functions and long route files. Parsed with TypeScript, not matched by eye.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Code the site runs (not tests, scripts or the seed). */
export const isRuntime = (file: string) =>
  (file.startsWith("app/") || file.startsWith("server/") || file === "server.js") && !isTest(file);

/** Every source below `dir` (relative to the repository, forward slashes). */
export function sourceFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => SOURCE.test(file) && !file.includes("node_modules/") && !file.endsWith(".d.ts"));
}

const texts = new Map<string, string>();
export function textOf(file: string): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(ROOT, file), "utf8");
    texts.set(file, text);
  }
  return text;
}

const parsed = new Map<string, ts.SourceFile>();
export function parse(file: string, text = textOf(file)): ts.SourceFile {
  const kept = parsed.get(file);
  if (kept && kept.text === text) return kept;
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  parsed.set(file, source);
  return source;
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

// ── Imports ─────────────────────────────────────────────────────────────────────────────

export interface Import {
  /** The importing file, relative to the repository, with forward slashes. */
  from: string;
  /** As written in the source. */
  specifier: string;
  /** The file it names; for a file we cannot find (generated route types), the path. */
  target: string;
}

/**
 * Every module specifier in a source: static imports and re-exports (`import type` and
 * `export type` included), dynamic `import()` and `import("…")` types. A real parse rather
 * than ts.preProcessFile, which misses `export * as name from`.
 */
export function specifiersOf(fileName: string, text: string): string[] {
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
  visit(parse(fileName, text));
  return found;
}

/** The imports of `files`, each resolved to the file it names as the bundler finds it. */
export function importsAmong(files: readonly string[]): Import[] {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const bare = specifier.replace(/\?.*$/, ""); // "./app.css?url"
    let base: string;
    if (bare.startsWith("#app/") || bare.startsWith("#db/")) base = bare.slice(1);
    else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
    else return undefined;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`];
    if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
    return candidates.find((candidate) => known.has(candidate)) ?? base;
  };
  return files.flatMap((from) =>
    specifiersOf(from, textOf(from)).flatMap((specifier) => {
      const target = resolve(from, specifier);
      return target ? [{ from, specifier, target }] : [];
    }),
  );
}

/** The sources the import rules read: the site, its server, scripts and the database folder. */
export function scannedFiles(): string[] {
  return [...["app", "server", "scripts", "db"].flatMap(sourceFiles), "server.js"];
}

// ── Floors (docs/architecture.md, "The floors") ─────────────────────────────────────────

/**
 * The floors of the code, highest first, as docs/architecture.md draws them. A file on a
 * floor imports its own floor and the floors below; never a higher one. The composition
 * root (server/), scripts and tests stand outside the floors.
 */
export const FLOORS: ReadonlyArray<{ name: string; folders: readonly string[] }> = [
  {
    name: "pages",
    folders: ["app/routes/", "app/routes.ts", "app/root.tsx", "app/entry.client.tsx", "app/entry.server.tsx"],
  },
  { name: "components", folders: ["app/components/"] },
  { name: "gatherers", folders: ["app/modules/jobs/", "app/modules/sitemap/", "app/modules/my-data/"] },
  { name: "property sub-features", folders: ["app/modules/properties/*/"] },
  { name: "the property root", folders: ["app/modules/properties/"] },
  { name: "projects", folders: ["app/modules/projects/"] },
  {
    name: "accounts and the company's content",
    folders: [
      "app/modules/accounts/",
      "app/modules/contact-us/",
      "app/modules/content/",
      "app/modules/admin/",
      "app/modules/backup/",
    ],
  },
  { name: "the listing core", folders: ["app/modules/listing-core/"] },
  { name: "media, mail and SMS", folders: ["app/modules/media/", "app/modules/mail/", "app/modules/sms/"] },
  { name: "the database", folders: ["app/modules/db/"] },
  { name: "the schema", folders: ["db/schema.ts", "db/listing-columns.ts"] },
  {
    // What the schema's listing columns are made from (decision 013): plain declarations.
    name: "the field declaration",
    folders: [
      "app/modules/listing-core/fields.ts",
      "app/modules/listing-core/words.ts",
      "app/modules/listing-core/rera-number.ts",
      "app/modules/listing-core/wizard-view.ts",
    ],
  },
  {
    name: "the floor",
    folders: ["app/modules/platform/", "app/modules/text/", "app/modules/i18n/", "app/config/"],
  },
];

const matches = (file: string, folder: string): boolean => {
  if (!folder.includes("*")) return folder.endsWith("/") ? file.startsWith(folder) : file === folder;
  const [head] = folder.split("*") as [string];
  return file.startsWith(head) && file.slice(head.length).includes("/");
};

/**
 * The floor of a file, counted from the top (0: pages), or undefined outside the floors. The
 * most particular match decides (a file named on its own before its folder).
 */
export function floorOf(file: string): number | undefined {
  let best: { floor: number; length: number } | undefined;
  FLOORS.forEach(({ folders }, floor) => {
    for (const folder of folders)
      if (matches(file, folder) && folder.length > (best?.length ?? -1)) best = { floor, length: folder.length };
  });
  return best?.floor;
}

/** An import from a lower floor to a higher one, in words; none when it keeps the floors. */
export function upwardImports(imports: readonly Import[]): string[] {
  return imports.flatMap((entry) => {
    if (isTest(entry.from)) return [];
    const from = floorOf(entry.from);
    const to = floorOf(entry.target);
    if (from === undefined || to === undefined || to >= from) return [];
    return [
      `${entry.from} imports "${entry.specifier}": ${FLOORS[from]?.name} must not import ${FLOORS[to]?.name}, a higher floor`,
    ];
  });
}

// ── Tables and who writes them ──────────────────────────────────────────────────────────

/** The tables of db/schema.ts: the name the code uses → the table's name in SQL. */
export function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  const source = parse("db/schema.ts");
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(declaration.name)) continue;
      if (init.expression.getText(source) !== "pgTable") continue;
      const [name] = init.arguments;
      if (name && ts.isStringLiteralLike(name)) tables.set(declaration.name.text, name.text);
    }
  }
  return tables;
}

export interface TableWrite {
  file: string;
  line: number;
  /** The table's name in SQL; "?" when the code writes a table it was handed (a generic writer). */
  table: string;
  how: string;
}

/** Drizzle's write calls, and the project's helpers that write the table they are given. */
const WRITE_METHODS = new Set(["insert", "update", "delete"]);
const TABLE_TAKING_HELPERS: Record<string, number> = { importReplacing: 0, removeImported: 0, insertOrReplace: 1 };
/** What a write is called on: a transaction or the database (not a Map, a storage or a hash). */
const DATABASE_RECEIVER = /(?:^|\.)(?:tx|db|getDb\(\)|trx|database\.db)$/;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate)\s+("?)([a-z_]+)\1?(?=[\s(;]|$)/gi;
const RAW_WRITE_OF_VALUE = /\b(?:insert\s+into|update|delete\s+from|truncate)\s+$/i;

/** The local names this file gives the schema's tables (`import { user as userTable }`). */
function tableNamesIn(source: ts.SourceFile, tables: Map<string, string>): Map<string, string> {
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteralLike(statement.moduleSpecifier)) continue;
    if (!/(?:^#db\/|\/db\/)schema(?:\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = tables.get((element.propertyName ?? element.name).text);
        if (table) local.set(element.name.text, table);
      }
    } else if (bindings && ts.isNamespaceImport(bindings)) {
      for (const [name, table] of tables) local.set(`${bindings.name.text}.${name}`, table);
    }
  }
  return local;
}

/** The writes in one source: drizzle's calls on a table, the helpers given one, and raw SQL. */
export function tableWritesIn(file: string, tables = schemaTables(), text = textOf(file)): TableWrite[] {
  const source = parse(file, text);
  const local = tableNamesIn(source, tables);
  const sqlNames = new Set(tables.values());
  const found: TableWrite[] = [];
  const tableOf = (node: ts.Node | undefined) => (node ? local.get(node.getText(source)) : undefined);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && WRITE_METHODS.has(callee.name.text)) {
        const receiver = callee.expression.getText(source).replace(/\s+/g, "");
        const [argument] = node.arguments;
        const table = tableOf(argument);
        if (table) found.push({ file, line: lineOf(source, node), table, how: `.${callee.name.text}()` });
        else if (argument && node.arguments.length === 1 && DATABASE_RECEIVER.test(receiver))
          found.push({
            file,
            line: lineOf(source, node),
            table: "?",
            how: `.${callee.name.text}(${argument.getText(source)})`,
          });
      }
      const helper = ts.isIdentifier(callee) ? TABLE_TAKING_HELPERS[callee.text] : undefined;
      if (helper !== undefined && ts.isIdentifier(callee)) {
        const table = tableOf(node.arguments[helper]);
        if (table) found.push({ file, line: lineOf(source, node), table, how: `${callee.text}()` });
      }
    }
    if (ts.isTaggedTemplateExpression(node) && /(?:^|\.)sql$/.test(node.tag.getText(source))) {
      const template = node.template;
      const heads = ts.isNoSubstitutionTemplateLiteral(template)
        ? [{ text: template.text, next: undefined as ts.Expression | undefined }]
        : [
            { text: template.head.text, next: template.templateSpans[0]?.expression },
            ...template.templateSpans.map((span, index) => ({
              text: span.literal.text,
              next: template.templateSpans[index + 1]?.expression,
            })),
          ];
      for (const { text: part, next } of heads) {
        for (const match of part.matchAll(RAW_WRITE)) {
          const name = match[2]?.toLowerCase() ?? "";
          if (sqlNames.has(name)) found.push({ file, line: lineOf(source, node), table: name, how: "raw SQL" });
        }
        if (next && RAW_WRITE_OF_VALUE.test(part)) {
          const table = tableOf(next);
          found.push({ file, line: lineOf(source, node), table: table ?? "?", how: "raw SQL" });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every write of the site's runtime code. */
export function runtimeTableWrites(): TableWrite[] {
  const tables = schemaTables();
  return [...sourceFiles("app"), ...sourceFiles("server")]
    .filter(isRuntime)
    .flatMap((file) => tableWritesIn(file, tables));
}

/** Table → the files that write it. */
export function writersByTable(writes: readonly TableWrite[]): Map<string, string[]> {
  const byTable = new Map<string, Set<string>>();
  for (const { table, file } of writes) byTable.set(table, (byTable.get(table) ?? new Set()).add(file));
  return new Map([...byTable].map(([table, files]) => [table, [...files].sort()]));
}

// ── Announcements after a commit ────────────────────────────────────────────────────────

type FunctionLike = ts.FunctionLikeDeclaration;

/** The name a function is called by: its declaration, or the variable or property it is kept in. */
function nameOf(fn: FunctionLike): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

/** The calls a function makes itself, in the order they run (not those of functions inside it). */
function callsOf(fn: FunctionLike): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (node !== fn && ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
    if (ts.isCallExpression(node)) calls.push(node);
  };
  // Arguments run before the call: children first, then the call itself.
  if (fn.body) visit(fn.body);
  return calls.sort((one, other) => one.getEnd() - other.getEnd());
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

export interface AfterCommit {
  file: string;
  line: number;
  fn: string;
  announcer: string;
  after: string;
}

interface FunctionFacts {
  file: string;
  fn: FunctionLike;
  name: string | undefined;
  /** Declared at a module's top level (so other files may call it by its name). */
  topLevel: boolean;
  /** The calls it makes itself, in order. */
  calls: ts.CallExpression[];
  /** Lines of its own writes of a table (each commits at once unless a transaction is around it). */
  directWrites: number[];
  /** Whether it or a function inside it writes a table itself. */
  writesInside: boolean;
  /** The functions it or a function inside it calls by name. */
  calledByName: string[];
}

/** Whether a call opens a transaction of its own (getDb().transaction, inChangingTransaction). */
const opensTransaction = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === "transaction";

function namedCallsIn(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (inner: ts.Node): void => {
    if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression)) names.push(inner.expression.text);
    ts.forEachChild(inner, visit);
  };
  visit(node);
  return names;
}

/**
 * Announcements made after a write committed, in runtime code: within one function, a call
 * that records a public change in a transaction of its own (an announcer), after a call that
 * has committed a write (a transaction opened and closed, a write outside any transaction, or
 * a function that does either). An announcer is a function that opens a transaction only to
 * name a change in it: nothing in it writes (announcePublicChange, accountsChangedByAuth).
 * Functions are followed by their names across files. `sources` lets a test look at a
 * deliberate breach.
 */
export function announcementsAfterCommit(
  sources: ReadonlyArray<{ file: string; text: string }> = [...sourceFiles("app"), ...sourceFiles("server")]
    .filter(isRuntime)
    .map((file) => ({ file, text: textOf(file) })),
): { announcers: string[]; found: AfterCommit[] } {
  const tables = schemaTables();
  const facts: FunctionFacts[] = [];
  for (const { file, text } of sources) {
    const source = parse(file, text);
    const writeLines = tableWritesIn(file, tables, text).map(({ line }) => line);
    const visit = (node: ts.Node, depth: number): void => {
      let inner = depth;
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const fn = node as FunctionLike;
        const calls = callsOf(fn);
        const own = (line: number) =>
          calls.some((call) => lineOf(source, call) === line && WRITE_METHODS.has(calleeName(call) ?? ""));
        const [first, last] = [lineOf(source, fn), source.getLineAndCharacterOfPosition(fn.getEnd()).line + 1];
        facts.push({
          file,
          fn,
          name: nameOf(fn),
          topLevel: depth === 0,
          calls,
          directWrites: writeLines.filter(own),
          writesInside: writeLines.some((line) => line >= first && line <= last),
          calledByName: fn.body ? namedCallsIn(fn.body) : [],
        });
        inner = depth + 1;
      }
      ts.forEachChild(node, (child) => visit(child, inner));
    };
    visit(source, 0);
  }
  const topLevel = facts.filter((entry) => entry.topLevel && entry.name);
  const grow = (set: Set<string>, joins: (entry: FunctionFacts) => boolean) => {
    for (let grew = true; grew; ) {
      grew = false;
      for (const entry of topLevel) {
        if (set.has(entry.name as string) || !joins(entry)) continue;
        set.add(entry.name as string);
        grew = true;
      }
    }
  };
  // Writers: functions that write a table, in themselves or a callback, or call one that does.
  const writers = new Set<string>();
  grow(writers, (entry) => entry.writesInside || entry.calledByName.some((callee) => writers.has(callee)));
  // Announcers: a transaction opened with a callback in which nothing writes, and which calls
  // nothing it was handed (`work(tx)` could write).
  const announcers = new Set<string>();
  for (const entry of topLevel) {
    for (const call of entry.calls) {
      if (calleeName(call) !== "inChangingTransaction") continue;
      const [work] = call.arguments;
      if (!work || !(ts.isArrowFunction(work) || ts.isFunctionExpression(work))) continue;
      const handed = new Set(entry.fn.parameters.map((parameter) => parameter.name.getText()));
      const inner = facts.find((candidate) => candidate.fn === work);
      const called = namedCallsIn(work.body);
      if (!inner?.writesInside && !called.some((callee) => writers.has(callee) || handed.has(callee)))
        announcers.add(entry.name as string);
    }
  }
  // Committers: a function that opens a transaction, or writes outside one, or calls one that does.
  const commits = (call: ts.CallExpression, committers: Set<string>) =>
    opensTransaction(call) ||
    (ts.isIdentifier(call.expression) && !announcers.has(call.expression.text) && committers.has(call.expression.text));
  const committers = new Set<string>();
  grow(
    committers,
    (entry) =>
      !announcers.has(entry.name as string) &&
      (entry.directWrites.length > 0 || entry.calls.some((call) => commits(call, committers))),
  );
  const found: AfterCommit[] = [];
  for (const { file, fn, name, calls, directWrites } of facts) {
    const source = fn.getSourceFile();
    let after: string | undefined;
    for (const call of calls) {
      const callee = calleeName(call) ?? "";
      const line = lineOf(source, call);
      if (after && ts.isIdentifier(call.expression) && announcers.has(callee))
        found.push({ file, line, fn: name ?? "(a function)", announcer: callee, after });
      if (directWrites.includes(line)) after ??= `a write of a table on line ${line}`;
      else if (commits(call, committers)) after ??= `${callee}() on line ${line}`;
    }
  }
  return { announcers: [...announcers].sort(), found };
}

// ── Sizes ───────────────────────────────────────────────────────────────────────────────

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** Functions (declarations, arrows, methods, components) longer than `limit` lines. */
export function functionsOver(limit: number, files: readonly string[]): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = lineOf(source, node);
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
        const lines = end - start + 1;
        if (lines > limit)
          found.push({ file, line: start, name: nameOf(node as FunctionLike) ?? "(anonymous)", lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((one, other) => other.lines - one.lines);
}

/** Route modules longer than `limit` lines. */
export function routeFilesOver(limit: number): Array<{ file: string; lines: number }> {
  return sourceFiles("app/routes")
    .filter((file) => !isTest(file))
    .map((file) => ({ file, lines: textOf(file).split("\n").length - (textOf(file).endsWith("\n") ? 1 : 0) }))
    .filter(({ lines }) => lines > limit)
    .sort((one, other) => other.lines - one.lines);
}
