import fsp from "node:fs/promises";
import path from "node:path";
import { LIMITS } from "#app/config/limits";
import { normaliseListing } from "#app/modules/listing-core/normalise";
import { checkListing } from "#app/modules/listing-core/schema";
import type { StoredImage } from "#app/modules/media/image-urls";
import { discardUploads, saveUpload } from "#app/modules/media/images.server";
import { ImageRejectedError } from "#app/modules/media/process-image.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { createProperty } from "#app/modules/properties/posting/post.server";
import { PropertySchema } from "./schemas";

export interface ImportOptions {
  ownerId: string;
  /** Publish at once (an operator importing checked data); otherwise pending, as posted ones are. */
  approve: boolean;
  /** Relative photo paths are read from here (the JSON file's folder). */
  baseDir: string;
}

export interface ImportReport {
  created: string[];
  failed: Array<{ record: number; message: string }>;
}

/** The records of an import file: a list, or { properties: [...] } as some exports wrap it. */
export function recordsOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === "object" && Array.isArray((json as { properties?: unknown }).properties)) {
    return (json as { properties: unknown[] }).properties;
  }
  throw new Error("The file must hold a JSON list of properties, or an object with a `properties` list.");
}

async function readPhoto(source: string, baseDir: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new ImageRejectedError(`${source} answered ${response.status}.`);
    const declared = Number(response.headers.get("content-length"));
    if (declared > LIMITS.imageBytes) throw new ImageRejectedError(`${source} is larger than the upload limit.`);
    return Buffer.from(await response.arrayBuffer());
  }
  return fsp.readFile(path.resolve(baseDir, source));
}

/**
 * Imports property records (field names in any of the spellings the old product used),
 * through the same normaliser, schema and transaction as the posting wizard. A record
 * that fails is reported and leaves nothing behind; the others go ahead.
 */
export async function importProperties(records: unknown[], options: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = { created: [], failed: [] };
  for (const [index, record] of records.entries()) {
    const number = index + 1;
    if (!record || typeof record !== "object" || Array.isArray(record)) {
      report.failed.push({ record: number, message: "Not an object." });
      continue;
    }
    const { imageUrls = [], ...values } = normaliseListing(record as Record<string, unknown>);
    const checked = checkListing(PropertySchema, { ...values, imageIds: [] });
    if (!checked.ok) {
      report.failed.push({ record: number, message: checked.message });
      continue;
    }
    const uploaded: StoredImage[] = [];
    try {
      for (const source of imageUrls.slice(0, LIMITS.imagesPerListing)) {
        uploaded.push(await saveUpload(options.ownerId, await readPhoto(source, options.baseDir)));
      }
      const id = await createProperty(options.ownerId, {
        ...checked.data,
        imageIds: uploaded.map((image) => image.id),
      });
      if (options.approve) await approveProperty(id, null, { notify: false });
      report.created.push(id);
    } catch (error) {
      await discardUploads(uploaded);
      report.failed.push({ record: number, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
