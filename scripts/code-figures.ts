// The figures of the code as a newcomer walks it (issue 58), to compare before and after a
// change or a merge: writer files per table, announcements made after a commit, imports
// that climb a floor, `duplicates` pairs, route files over 250 lines and functions over 150.
//
//   npx tsx scripts/code-figures.ts          # the figures, with what each counts
//   npx tsx scripts/code-figures.ts --json   # the same as JSON
//
// The rules behind the counts are the guard tests' (scripts/code-facts.ts): a figure here
// that is not 0 where a test wants 0 is a failing test too.
import { execFileSync } from "node:child_process";
import path from "node:path";
import {
  announcementsAfterCommit,
  functionsOver,
  importsAmong,
  isRuntime,
  ROOT,
  routeFilesOver,
  runtimeTableWrites,
  scannedFiles,
  sourceFiles,
  textOf,
  upwardImports,
  writersByTable,
} from "./code-facts";

const ROUTE_LINES = 250;
const FUNCTION_LINES = 150;

/** `duplicates` (a command some machines have) over one folder: how many pairs, or null without it. */
function duplicatePairs(folder: string): number | null {
  try {
    const out = execFileSync("duplicates", ["--seconds", "120"], {
      cwd: path.join(ROOT, folder),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    if (/^no duplicates/m.test(out)) return 0;
    const count = /^(\d+) pairs? of places/m.exec(out)?.[1];
    return count === undefined ? null : Number(count);
  } catch {
    return null;
  }
}

const runtime = [...sourceFiles("app"), ...sourceFiles("server")].filter(isRuntime);
const writers = writersByTable(runtimeTableWrites());
const afterCommit = announcementsAfterCommit();
const upward = upwardImports(importsAmong(scannedFiles()));
const longRoutes = routeFilesOver(ROUTE_LINES);
const longFunctions = functionsOver(FUNCTION_LINES, runtime);
const functionsOf100 = functionsOver(99, runtime).length;
const latitude = runtime.filter((file) => /latitude/i.test(textOf(file)));

const figures = {
  writerFilesPerTable: Object.fromEntries([...writers].map(([table, files]) => [table, files.length])),
  tablesWithSeveralWriters: Object.fromEntries([...writers].filter(([, files]) => files.length > 1)),
  announcementsAfterCommit: afterCommit.found.length,
  upwardImports: upward.length,
  duplicatePairs: { app: duplicatePairs("app"), tests: duplicatePairs("tests") },
  routeFilesOver250: longRoutes.length,
  functionsOver150: longFunctions.length,
  functionsOf100OrMore: functionsOf100,
  filesThatKnowLatitude: latitude.length,
};

if (process.argv.includes("--json")) {
  console.log(
    JSON.stringify(
      { ...figures, details: { afterCommit: afterCommit.found, upward, longRoutes, longFunctions } },
      null,
      2,
    ),
  );
} else {
  const several = Object.entries(figures.tablesWithSeveralWriters);
  console.log(`writer files per table: ${[...writers].map(([table, files]) => `${table} ${files.length}`).join(", ")}`);
  for (const [table, files] of several) console.log(`  ${table}: ${(files as string[]).join(", ")}`);
  console.log(`announcements after a commit: ${figures.announcementsAfterCommit}`);
  for (const { file, line, fn, announcer, after } of afterCommit.found)
    console.log(`  ${file}:${line} ${fn}() calls ${announcer}() after ${after}`);
  console.log(`upward imports: ${figures.upwardImports}`);
  for (const line of upward) console.log(`  ${line}`);
  const pairs = (count: number | null) => (count === null ? "(no duplicates command)" : String(count));
  console.log(
    `duplicates pairs: app/ ${pairs(figures.duplicatePairs.app)}, tests/ ${pairs(figures.duplicatePairs.tests)}`,
  );
  console.log(`route files over ${ROUTE_LINES} lines: ${longRoutes.length}`);
  for (const { file, lines } of longRoutes) console.log(`  ${file}: ${lines}`);
  console.log(
    `functions over ${FUNCTION_LINES} lines: ${longFunctions.length} (of 100 lines or more: ${functionsOf100})`,
  );
  for (const { file, line, name, lines } of longFunctions) console.log(`  ${file}:${line} ${name}: ${lines}`);
  console.log(`files that know latitude: ${latitude.length}`);
}
