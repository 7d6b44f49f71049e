// npm run restore -- FILE [--replace]: restores a backup into the configured database and
// storage. The database must have no accounts unless --replace is given.
// On the embedded database, stop the server first (it holds the data directory).
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "#app/modules/backup/backup.server";
import { openDatabase } from "#app/modules/db/db.server";
import { parseEnv } from "#app/modules/platform/env.server";
import { createStorage } from "../server/boot";

const { values, positionals } = parseArgs({ options: { replace: { type: "boolean" } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run restore -- FILE [--replace]");
  process.exit(2);
}
const env = parseEnv();

try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, "db") });
  try {
    await database.migrate();
    const summary = await restoreBackup(database.db, await createStorage(env), path.resolve(file), {
      replace: values.replace,
    });
    const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${total} rows and ${summary.images} image files from ${summary.file}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as { expose?: boolean }).expose ? (error as Error).message : error);
  process.exit(1);
}
