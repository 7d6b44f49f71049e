import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "#app/modules/platform/env.server";
import { boot, type Services } from "../../server/boot";
import { scratchDatabase } from "../scratch-database.js";

export interface Scratch {
  services: Services;
  dataDir: string;
  /** Closes the services and drops what the run made: the database (PostgreSQL) and the data folder. */
  close(): Promise<void>;
}

/**
 * A throwaway site for one benchmark run: embedded PGlite in a temporary folder, or a
 * database of its own on the PostgreSQL server at `postgresUrl` (dropped afterwards).
 */
export async function scratchSite(kind: string, name: string, postgresUrl?: string): Promise<Scratch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `awadh-bench-${name}-`));
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const scratch = await scratchDatabase(postgresUrl ?? "", `bench_${name.replace(/\W/g, "_")}`);
    databaseUrl = scratch.url;
    drop = scratch.drop;
  }
  const env = parseEnv({ NODE_ENV: "production", SEED_DEMO: "0", DATA_DIR: dataDir, PORT: "3999", LOG_LEVEL: "warn" });
  const services = await boot({ env, database: databaseUrl ? { databaseUrl } : undefined });
  return {
    services,
    dataDir,
    async close() {
      await services.close();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
