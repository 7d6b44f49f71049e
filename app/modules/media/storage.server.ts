import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * Where uploaded bytes live. The database stores only ids; keys are chosen by the
 * server (never from a file name). Local disk by default, S3-compatible storage at scale.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the object, or null when it does not exist. */
  get(key: string): Promise<{ body: Readable; size?: number } | null>;
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix (for backups and clean-up). */
  list(prefix: string): AsyncIterable<string>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("//") || key.split("/").includes("..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temporary, body);
      await fsp.rename(temporary, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fsp.rm(resolve(key), { force: true })));
    },
    async *list(prefix) {
      const base = path.join(root, prefix);
      let entries: string[];
      try {
        entries = await fsp.readdir(base, { recursive: true });
      } catch {
        return;
      }
      for (const entry of entries.sort()) {
        const full = path.join(base, entry);
        if ((await fsp.stat(full)).isFile() && !entry.endsWith(".tmp")) {
          yield path.posix.join(prefix, entry.split(path.sep).join("/"));
        }
      }
    },
  };
}

export function readableFrom(buffer: Buffer): Readable {
  return Readable.from(buffer);
}

const holder = globalThis as typeof globalThis & { __storage?: Storage };

export function setStorage(storage: Storage | undefined): void {
  holder.__storage = storage;
}

export function getStorage(): Storage {
  if (!holder.__storage) throw new Error("Storage is not configured yet.");
  return holder.__storage;
}
