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

/**
 * `duplicates` (a command some machines have) over one folder: how many pairs, and the pairs
 * one side of which holds a whole named function; null without the command.
 */
function duplicatePairs(folder: string): { pairs: number; wholeFunctions: string[] } | null {
  let out: string;
  try {
    out = execFileSync("duplicates", ["--seconds", "120", "--most", "200"], {
      cwd: path.join(ROOT, folder),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
  if (/^no duplicates/m.test(out)) return { pairs: 0, wholeFunctions: [] };
  const count = /^(\d+) pairs? of places/m.exec(out)?.[1];
  if (count === undefined) return null;
  // A function of fewer lines than a run can hold (a route's one-line clientAction) is a line, not a copy.
  const named = (file: string) => functionsOver(5, [file]).filter(({ name }) => name !== "(anonymous)");
  const wholeFunctions = [...out.matchAll(/^(D\d+) (\S+?):(\d+)-(\d+) ~ (\S+?):(\d+)-(\d+)/gm)].flatMap((row) =>
    [
      [row[2], row[3], row[4]],
      [row[5], row[6], row[7]],
    ].flatMap(([file = "", from = "0", to = "0"]) =>
      sourceFiles(folder).includes(`${folder}/${file}`)
        ? named(`${folder}/${file}`)
            .filter(({ line, lines }) => line >= Number(from) && line + lines - 1 <= Number(to))
            .map(({ name }) => `${row[1]} ${folder}/${file}: ${name}`)
        : [],
    ),
  );
  return { pairs: Number(count), wholeFunctions };
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
  const pairs = (found: { pairs: number } | null) => (found === null ? "(no duplicates command)" : String(found.pairs));
  console.log(
    `duplicates pairs: app/ ${pairs(figures.duplicatePairs.app)}, tests/ ${pairs(figures.duplicatePairs.tests)}`,
  );
  console.log(`route files over ${ROUTE_LINES} lines: ${longRoutes.length}`);
  for (const { file, lines } of longRoutes) console.log(`  ${file}: ${lines}`);
  console.log(
    `functions over ${FUNCTION_LINES} lines: ${longFunctions.length} (of 100 lines or more: ${functionsOf100})`,
  );
  for (const { file, line, name, lines } of longFunctions) console.log(`  ${file}:${line} ${name}: ${lines}`);
  const whole = [
    ...(figures.duplicatePairs.app?.wholeFunctions ?? []),
    ...(figures.duplicatePairs.tests?.wholeFunctions ?? []),
  ];
  console.log(`duplicates pairs one side of which is a whole named function: ${whole.length}`);
  for (const line of whole) console.log(`  ${line}`);
  console.log(`files that know latitude: ${latitude.length}`);
}
