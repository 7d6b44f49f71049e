import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll } from "vitest";
import { createS3Storage } from "#app/modules/media/s3-storage.server";
import type { Storage } from "#app/modules/media/storage.server";
import { parseEnv } from "#app/modules/platform/env.server";

/** tempauth's test account in scripts/swift-s3.sh: its S3 access key and secret. */
const ACCESS_KEY_ID = "test:tester";
const SECRET_ACCESS_KEY = "testing";

export type S3Bucket = {
  /** The settings that point the site's S3 driver at this bucket. */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  /** Every key in the bucket, read from the server itself. */
  keys(prefix?: string): Promise<string[]>;
  /** Empties and removes the bucket, and stops the server when this file started one. */
  stop(): Promise<void>;
};

/**
 * A bucket of its own on a real S3-compatible server (decision 051): OpenStack Swift with its
 * S3 layer, the one `.ci/run` starts for the run (TEST_S3_ENDPOINT), or, when there is none,
 * one started here for this file (scripts/swift-s3.sh, which needs Debian's swift packages) on
 * four ports of its own, chosen by the process id so that files running side by side differ.
 */
export async function s3Bucket(): Promise<S3Bucket> {
  const port = 30_000 + (process.pid % 5_000) * 4;
  let stopServer = () => {};
  let endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-swift-"));
    endpoint = execFileSync("scripts/swift-s3.sh", ["start", dir, String(port)], { encoding: "utf8" }).trim();
    stopServer = () => {
      execFileSync("scripts/swift-s3.sh", ["stop", dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const bucket = `photos-${crypto.randomBytes(6).toString("hex")}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const keys = async (prefix = "") => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) found.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  };
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    keys,
    async stop() {
      try {
        // Swift's s3api deletes a bucket only when it is empty; one object at a time, as the site does.
        for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      } finally {
        client.destroy();
        stopServer();
      }
    },
  };
}

/**
 * The site's S3 driver on a bucket of its own (s3Bucket), made before the first test of the
 * file or describe block it is called in and removed after the last; read `storage` and
 * `bucket` once the block's tests run.
 */
export function s3StorageForBlock(): { readonly storage: Storage; readonly bucket: S3Bucket } {
  let made: { storage: Storage; bucket: S3Bucket } | undefined;
  beforeAll(async () => {
    const bucket = await s3Bucket();
    made = { bucket, storage: createS3Storage(parseEnv(bucket.env)) };
  }, 90_000);
  afterAll(async () => {
    await made?.bucket.stop();
  });
  const ready = () => {
    if (!made) throw new Error("s3StorageForBlock: the bucket is made before the block's first test");
    return made;
  };
  return {
    get storage() {
      return ready().storage;
    },
    get bucket() {
      return ready().bucket;
    },
  };
}
