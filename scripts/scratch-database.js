// Plain JavaScript (typed by JSDoc): the benchmarks (.js and .ts) and the tests share it.
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
