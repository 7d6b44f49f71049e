import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseEnv } from "#app/modules/platform/env.server";
import { boot, type Services } from "../../server/boot";

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
    const scratch = `bench_${name.replace(/\W/g, "_")}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${scratch}`);
    await admin.end();
    const url = new URL(postgresUrl ?? "");
    url.pathname = `/${scratch}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${scratch} with (force)`);
      await client.end();
    };
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
