import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { started } from "#app/modules/platform/started";

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
  /** Every key under a prefix with when it was last written (the clean-up's grace period). */
  entries(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes what interrupted writes leave behind and nobody reads: half-written temporary
   * files older than `before`, and empty folders. Returns how many files went.
   */
  removeLeftovers(before: Date): Promise<number>;
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
  async function* entries(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const base = path.join(root, prefix);
    let names: string[];
    try {
      names = await fsp.readdir(base, { recursive: true });
    } catch {
      return;
    }
    for (const entry of names.sort()) {
      const stat = await fsp.stat(path.join(base, entry)).catch(() => null);
      if (stat?.isFile() && !entry.endsWith(".tmp")) {
        yield { key: path.posix.join(prefix, entry.split(path.sep).join("/")), modifiedAt: stat.mtime };
      }
    }
  }
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
      const files = keys.map(resolve);
      await Promise.all(files.map((file) => fsp.rm(file, { force: true })));
      // An image's folder holds only its files: once they are gone, so is the folder
      // (rmdir refuses a folder that is not empty).
      const folders = new Set(files.map((file) => path.dirname(file)).filter((folder) => folder !== path.join(root)));
      await Promise.all([...folders].map((folder) => fsp.rmdir(folder).catch(() => {})));
    },
    entries,
    async *list(prefix) {
      for await (const { key } of entries(prefix)) yield key;
    },
    async removeLeftovers(before) {
      let removed = 0;
      let entries: string[];
      try {
        entries = await fsp.readdir(root, { recursive: true });
      } catch {
        return 0;
      }
      // Deepest first, so a folder is looked at after everything in it.
      entries.sort((a, b) => b.split(path.sep).length - a.split(path.sep).length || b.localeCompare(a));
      for (const entry of entries) {
        const full = path.join(root, entry);
        const stat = await fsp.stat(full).catch(() => null);
        if (!stat) continue;
        if (stat.isFile() && entry.endsWith(".tmp") && stat.mtime < before) {
          await fsp.rm(full, { force: true });
          removed += 1;
        } else if (stat.isDirectory() && stat.mtime < before) {
          // Only an empty folder goes (rmdir refuses any other); a fresh one may be about to be filled.
          await fsp.rmdir(full).catch(() => {});
        }
      }
      return removed;
    },
  };
}

export function readableFrom(buffer: Buffer): Readable {
  return Readable.from(buffer);
}

const storage = started<Storage>("__storage", "Storage is not configured yet.");
export const setStorage = storage.set;
export const getStorage = storage.get;
