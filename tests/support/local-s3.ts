/**
 * An S3-compatible server (s3rver) on loopback with one bucket, for the tests of the S3
 * storage driver: started before the first test of the file or describe block it is called
 * in, stopped (and its folder removed) after the last.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { createS3Storage } from "#app/modules/media/s3-storage.server";
import type { Storage } from "#app/modules/media/storage.server";
import { parseEnv } from "#app/modules/platform/env.server";

/** The S3 driver on a fresh local server; read `storage` once the block's tests run. */
export function localS3Storage(folderPrefix: string): { readonly storage: Storage } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "photos", configs: [] }],
  });
  let storage: Storage | undefined;
  beforeAll(async () => {
    const { port } = await server.run();
    storage = createS3Storage(
      parseEnv({
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: "photos",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      }),
    );
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    get storage() {
      if (!storage) throw new Error("localS3Storage: the server starts before the block's first test");
      return storage;
    },
  };
}
