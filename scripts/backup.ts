// npm run backup [-- --out FILE]: writes the database and uploaded images to one .tar.gz.
// On the embedded database, stop the server first (it holds the data directory).
import path from "node:path";
import { parseArgs } from "node:util";
import { writeBackup } from "#app/modules/backup/backup.server";
import { openDatabase } from "#app/modules/db/db.server";
import { parseEnv } from "#app/modules/platform/env.server";
import { createStorage } from "../server/boot";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = parseEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(values.out ?? path.join("backups", `awadh-estates-${stamp}.tar.gz`));

try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, "db") });
  try {
    await database.migrate();
    const summary = await writeBackup(database.db, await createStorage(env), out);
    const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Backup written: ${summary.file}`);
    console.log(
      `  ${total} rows in ${Object.keys(summary.rows).length} tables, ${summary.images} image files, ${(summary.bytes / 1024).toFixed(0)} kB`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as { expose?: boolean }).expose ? (error as Error).message : error);
  process.exit(1);
}
