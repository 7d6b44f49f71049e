// Imports properties from a JSON file:
//   npm run import:properties -- file.json --owner someone@example.in [--approve]
// Field names may use the old product's spellings (City, ProjectBuildingName, Locality, PlotArea,
// Price, Address, imageURL); photos may be links or paths relative to the file. Imported
// properties are pending unless --approve is given. With the embedded database the data
// directory must not be in use: a running server holds its lock, and this script then stops.
import fs from "node:fs";
import path from "node:path";

process.env.LOG_LEVEL ??= "warn";
const { eq } = await import("drizzle-orm");
const { boot } = await import("../server/boot");
const { parseEnv } = await import("#app/modules/platform/env.server");
const { importProperties, recordsOf } = await import("#app/modules/properties/posting/import.server");
const { user } = await import("#db/schema");

const args = process.argv.slice(2);
const file = args.filter((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--owner")[0];
const ownerEmail = args[args.indexOf("--owner") + 1]?.toLowerCase();
const approve = args.includes("--approve");
if (!file || !args.includes("--owner") || !ownerEmail) {
  console.error("Usage: npm run import:properties -- <file.json> --owner <e-mail of an existing account> [--approve]");
  process.exit(2);
}

let services: Awaited<ReturnType<typeof boot>> | undefined;
try {
  const records = recordsOf(JSON.parse(fs.readFileSync(file, "utf8")));
  services = await boot({ env: parseEnv() });
  const [owner] = await services.database.db.select({ id: user.id }).from(user).where(eq(user.email, ownerEmail));
  if (!owner) throw Object.assign(new Error(`No account has the e-mail ${ownerEmail}.`), { expose: true });
  const report = await importProperties(records, {
    ownerId: owner.id,
    approve,
    baseDir: path.dirname(path.resolve(file)),
  });
  for (const failure of report.failed) console.error(`Record ${failure.record}: ${failure.message}`);
  console.log(
    `Imported ${report.created.length} of ${records.length} properties (${approve ? "approved" : "pending approval"}).`,
  );
  process.exitCode = report.failed.length ? 1 : 0;
} catch (error) {
  const plain =
    (error as { expose?: boolean }).expose ||
    error instanceof SyntaxError ||
    (error as { code?: string }).code === "ENOENT";
  console.error(plain ? (error as Error).message : error);
  process.exitCode = 1;
} finally {
  await services?.close();
}
