#!/usr/bin/env node
// Applies docs/renames-plan.md: moves the files its tables name (git mv), rewrites every
// import of a moved file or from one (#app/..., #db/..., relative, a moved route's
// ./+types/...), the route paths of app/routes.ts, the paths written in code and in the
// current documents, and makes the plan's text edits. It does what is left to do and
// nothing twice: run it again on a later main and it moves only what is still at its old
// place and rewrites only what still names an old path.
//
//   node scripts/apply-renames.mjs             # apply
//   node scripts/apply-renames.mjs --dry-run   # say what it would do, change nothing
//   node scripts/apply-renames.mjs --plan FILE  # another plan of the same form
//
// Then: npx react-router typegen && npx tsgo; npx biome check --write . (import order);
// npm run test:unit (the import floors and the docs drift test check the result).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const planFile = args.includes("--plan") ? args[args.indexOf("--plan") + 1] : "docs/renames-plan.md";

const abs = (file) => path.join(ROOT, file);
const exists = (file) => fs.existsSync(abs(file)) && fs.statSync(abs(file)).isFile();
const git = (...gitArgs) => execFileSync("git", gitArgs, { cwd: ROOT, encoding: "utf8" });
const log = (line) => console.log(dryRun ? `(dry run) ${line}` : line);

// ── The plan ─────────────────────────────────────────────────────────────────────────────

function readPlan(file) {
  const text = fs.readFileSync(abs(file), "utf8");
  const moves = text.slice(text.indexOf("\n## Moves"), text.indexOf("\n## Text edits"));
  const rows = [...moves.matchAll(/^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm)].map(([, from, to]) => ({ from, to }));
  const edits = /\n## Text edits[\s\S]*?```json\n([\s\S]*?)```/.exec(text)?.[1];
  return { rows, edits: edits ? JSON.parse(edits) : [] };
}

/** Files git knows below a folder (tracked, or new and not ignored). */
function filesUnder(folder) {
  if (!fs.existsSync(abs(folder))) return [];
  const listed = git("ls-files", "--cached", "--others", "--exclude-standard", "--", folder);
  return [...new Set(listed.split("\n").filter(Boolean))].filter(exists);
}

/** A row per file: a folder row is every file below it, wherever the files are now. */
function fileMoves(rows) {
  return rows.flatMap(({ from, to }) => {
    if (!from.endsWith("/")) return [{ from, to }];
    const here = filesUnder(from);
    const moved = here.length ? here : filesUnder(to).map((file) => from + file.slice(to.length));
    return moved.map((file) => ({ from: file, to: to + file.slice(from.length) }));
  });
}

// ── Moving ───────────────────────────────────────────────────────────────────────────────

/** A folder a move left empty goes too (the tests read folders from the disk), and so on up. */
function removeEmptyFolders(folder) {
  for (let dir = folder; dir && dir !== "." && fs.existsSync(abs(dir)); dir = path.posix.dirname(dir)) {
    if (fs.readdirSync(abs(dir)).length > 0) return;
    fs.rmdirSync(abs(dir));
  }
}

function move(moves) {
  const movedNow = new Map();
  for (const { from, to } of moves) {
    if (from === to) continue;
    if (exists(from) && exists(to)) {
      console.warn(`both ${from} and ${to} exist: left as they are (merge them by hand)`);
    } else if (exists(from)) {
      log(`git mv ${from} ${to}`);
      if (!dryRun) {
        fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
        const tracked = git("ls-files", "--", from).trim() !== "";
        if (tracked) git("mv", from, to);
        else fs.renameSync(abs(from), abs(to));
      }
      movedNow.set(from, to);
      if (!dryRun) removeEmptyFolders(path.posix.dirname(from));
    } else if (!exists(to)) {
      console.warn(`neither ${from} nor ${to} exists: the plan names a file that is gone`);
    }
  }
  return movedNow;
}

// ── Rewriting imports ────────────────────────────────────────────────────────────────────

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)(["'`])([^"'`\n]+)\2/g;

function sourceFiles() {
  const listed = git("ls-files", "--cached", "--others", "--exclude-standard");
  return listed.split("\n").filter((file) => SOURCE.test(file) && !file.includes("node_modules/") && exists(file));
}

/** The file a specifier names from `from` (a path of the repository), or undefined for a package. */
function resolve(from, specifier, known) {
  const bare = specifier.replace(/\?.*$/, "");
  let base;
  if (bare.startsWith("#app/") || bare.startsWith("#db/")) base = bare.slice(1);
  else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    `${base}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find((candidate) => known(candidate));
}

/** How `from` names `target`, in the style of `specifier` (alias or relative, extension or not). */
function specifierFor(from, target, specifier) {
  const query = /\?.*$/.exec(specifier)?.[0] ?? "";
  const bare = specifier.replace(/\?.*$/, "");
  const written = path.posix.basename(bare);
  const keepExtension = /\.[cm]?[jt]sx?$/.test(written);
  let named = target;
  if (/\/index\.tsx?$/.test(target) && !/\/index(\.tsx?)?$/.test(bare)) named = path.posix.dirname(target);
  else if (!keepExtension) named = target.replace(/\.(?:[cm]?[jt]s|tsx|jsx)$/, "");
  else if (/\.js$/.test(written) && /\.tsx?$/.test(target)) named = target.replace(/\.tsx?$/, ".js");
  if (bare.startsWith("#app/") || bare.startsWith("#db/")) return `#${named}${query}`;
  let relative = path.posix.relative(path.posix.dirname(from), named);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  return `${relative}${query}`;
}

function rewriteImports(files, oldToNew, movedNow) {
  const known = (file) => exists(file) || oldToNew.has(file);
  const wasAtOf = new Map([...movedNow].map(([from, to]) => [to, from]));
  let rewritten = 0;
  for (const file of files) {
    // A file moved by this run still names things from where it was; one moved before, from here.
    const wasAt = wasAtOf.get(file) ?? file;
    const text = fs.readFileSync(abs(file), "utf8");
    const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      if (specifier.startsWith("./+types/")) {
        // A route's generated types are named after the route's file.
        const wanted = `./+types/${path.posix.basename(file).replace(/\.tsx?$/, "")}`;
        if (specifier === wanted) return whole;
        rewritten++;
        return `${lead}${quote}${wanted}${quote}`;
      }
      const target = resolve(wasAt, specifier, known);
      if (!target) return whole;
      const final = exists(target) ? target : (oldToNew.get(target) ?? target);
      if (final === target && wasAt === file) return whole;
      const wanted = specifierFor(file, final, specifier);
      if (wanted === specifier) return whole;
      rewritten++;
      return `${lead}${quote}${wanted}${quote}`;
    });
    if (next !== text) fs.writeFileSync(abs(file), next);
  }
  return rewritten;
}

// ── Rewriting written paths (route config, strings, comments, documents) ──────────────────

function documents() {
  const listed = git("ls-files", "--cached", "--others", "--exclude-standard", "--", "README.md", "docs");
  return listed
    .split("\n")
    .filter((file) => file.endsWith(".md") && !file.startsWith("docs/decisions/") && file !== planFile && exists(file));
}

/**
 * The ways a text names a moved file, longest first: its whole path, and each shorter tail of
 * two parts or more ("properties/messages/mask.ts", "messages/mask.ts"), each becoming the new
 * path from the same folder when the new path has it, else the new path's tail of as many
 * parts; a bare file name too, when no other file has it.
 */
function pathVariants(moves, everyFile) {
  const basenames = new Map();
  for (const file of everyFile) {
    const name = path.posix.basename(file);
    basenames.set(name, (basenames.get(name) ?? 0) + 1);
  }
  const variants = [];
  for (const { from, to } of moves) {
    const fromParts = from.split("/");
    const toParts = to.split("/");
    for (let drop = 0; drop < fromParts.length - 1; drop++) {
      const tail = fromParts.slice(drop);
      const start = drop === 0 ? 0 : toParts.indexOf(tail[0]);
      const renamed = start >= 0 ? toParts.slice(start) : toParts.slice(-Math.min(tail.length, toParts.length));
      variants.push({ old: tail.join("/"), new: renamed.join("/") });
    }
    const oldName = path.posix.basename(from);
    const newName = path.posix.basename(to);
    if (oldName !== newName && basenames.get(oldName) === 1) variants.push({ old: oldName, new: newName });
  }
  return variants.sort((one, other) => other.old.length - one.old.length);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function rewritePaths(files, variants) {
  let rewritten = 0;
  if (variants.length === 0) return 0;
  // One pass, longest names first, each bounded: not inside a longer path or name.
  const pattern = new RegExp(
    `(?<![\\w./-])(${variants.map(({ old }) => escapeRegExp(old)).join("|")})(?![\\w-]|\\.[\\w])`,
    "g",
  );
  const byOld = new Map(variants.map((variant) => [variant.old, variant.new]));
  for (const file of files) {
    if (!exists(file)) continue;
    const text = fs.readFileSync(abs(file), "utf8");
    const next = text.replace(pattern, (old) => {
      rewritten++;
      return byOld.get(old) ?? old;
    });
    if (next !== text) fs.writeFileSync(abs(file), next);
  }
  return rewritten;
}

// ── Text edits ───────────────────────────────────────────────────────────────────────────

function applyEdits(edits) {
  let applied = 0;
  for (const { file, old, new: replacement } of edits) {
    if (!exists(file)) {
      console.warn(`${file} is gone: edit left undone (${JSON.stringify(old)})`);
      continue;
    }
    const text = fs.readFileSync(abs(file), "utf8");
    // Done already (the new text may hold the old, as a row added after it does).
    if (!text.includes(old) || text.includes(replacement)) continue;
    applied++;
    log(`edited ${file}: ${JSON.stringify(old)} → ${JSON.stringify(replacement)}`);
    if (!dryRun) fs.writeFileSync(abs(file), text.split(old).join(replacement));
  }
  return applied;
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────

const plan = readPlan(planFile);
const moves = fileMoves(plan.rows);
const oldToNew = new Map(moves.filter(({ from, to }) => from !== to).map(({ from, to }) => [from, to]));
const everyBefore = git("ls-files", "--cached", "--others", "--exclude-standard").split("\n").filter(Boolean);
const movedNow = move(moves);
if (dryRun) {
  console.log(
    `${movedNow.size} files would move; imports, written paths and the text edits are rewritten after the moves.`,
  );
  process.exit(0);
}
const imports = rewriteImports(sourceFiles(), oldToNew, movedNow);
// Every moved file's old names, whether moved now or by an earlier run on another branch.
const variants = pathVariants(
  moves.filter(({ from, to }) => from !== to && !exists(from)),
  [...new Set([...everyBefore, ...oldToNew.keys()])],
);
const written = rewritePaths([...new Set([...sourceFiles(), ...documents()])], variants);
const edited = applyEdits(plan.edits);
console.log(
  `${movedNow.size} files moved (${moves.length - movedNow.size} already in place or left), ${imports} imports and ${written} written paths rewritten, ${edited} text edits.`,
);
