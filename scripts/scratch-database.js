// Plain JavaScript (typed by JSDoc): the benchmarks (.js and .ts) and the tests share it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Runs one statement as the server's own user, on a connection of its own.
 * @param {string} serverUrl
 * @param {string} text
 */
async function onServer(serverUrl, text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, for one run: its name, its
 * URL, and `drop()`, which removes it whoever is still connected.
 * @param {string} serverUrl
 * @param {string} prefix letters, digits and underscores: the name starts with it
 * @returns {Promise<{ name: string; url: string; drop(): Promise<void> }>}
 */
export async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A PostgreSQL server for a run: `url` when given (TEST_DATABASE_URL, DATABASE_URL), or a
 * throwaway cluster of its own on `port` (scripts/pg-cluster.sh), in a folder under /tmp
 * that the postgres account can reach; `stop()` ends what was started here.
 * @param {string | undefined} url
 * @param {number} port
 * @returns {{ url: string; stop(): void }}
 */
export function postgresServer(url, port) {
  if (url) return { url, stop() {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-pg-"));
  fs.chmodSync(dir, 0o755);
  const started = execFileSync("scripts/pg-cluster.sh", ["start", dir, String(port)], { encoding: "utf8" }).trim();
  return {
    url: started,
    stop() {
      execFileSync("scripts/pg-cluster.sh", ["stop", dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
