/**
 * Vitest's global set-up for the integration project: the database every test file starts
 * from is migrated and seeded once per run, not once per file. On PGlite that is a data
 * directory that each file copies (initdb and 18 migrations cost ~7 s of a core; a copy and
 * an open, under one); on PostgreSQL a template database that each file clones with
 * CREATE DATABASE … TEMPLATE.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { parseEnv } from "#app/modules/platform/env.server";
import { boot } from "../../server/boot";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (pgdata) to copy. */
    pgliteTemplate: string;
    /** A migrated, seeded database on the TEST_DATABASE_URL server to clone, when that is set. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-template-"));
  const env = parseEnv({ NODE_ENV: "test", SEED_DEMO: "0", DATA_DIR: work, PORT: "3999" });

  // One or the other: the harness opens PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = await boot({ env, database: { dataDir: path.join(work, "db") } });
    await pglite.close();
  }
  project.provide("pgliteTemplate", path.join(work, "db", "pgdata"));

  let template: string | null = null;
  if (serverUrl) {
    template = `test_template_${process.pid}`;
    await adminQuery(serverUrl, `drop database if exists ${template}`);
    await adminQuery(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const postgres = await boot({ env, database: { databaseUrl: url.toString() } });
    await postgres.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    if (serverUrl && template) await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
    fs.rmSync(work, { recursive: true, force: true });
  };
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
