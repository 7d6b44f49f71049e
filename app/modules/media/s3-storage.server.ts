import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "#app/modules/platform/env.server";
import { assertSafeKey, type Storage } from "./storage.server";

/** Deletes sent at once (one request per key). */
const DELETES_AT_ONCE = 8;

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...). */
export function createS3Storage(env: Env): Storage {
  const bucket = env.S3_BUCKET;
  if (!bucket || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
  }
  const client = new S3Client({
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  async function* entries(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertSafeKey);
      // One DeleteObject per key, a few at a time: DeleteObjects needs a Content-MD5 header
      // that this SDK no longer sends (it sends a CRC32 checksum), and S3-compatible servers
      // (OpenStack Swift's s3api, MinIO) refuse it without one. Deleting a missing key succeeds.
      let next = 0;
      const worker = async () => {
        while (next < keys.length) {
          const key = keys[next++] as string;
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELETES_AT_ONCE, keys.length) }, worker));
    },
    entries,
    async *list(prefix) {
      for await (const { key } of entries(prefix)) yield key;
    },
    async removeLeftovers() {
      // A PUT is all or nothing, and there are no folders: nothing is left half-written.
      return 0;
    },
  };
}
