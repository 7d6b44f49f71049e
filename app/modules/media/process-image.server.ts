import sharp, { type Metadata } from "sharp";
import { LIMITS } from "#app/config/limits";

/** A refusal the uploader can act on; its message is shown as is. */
export class ImageRejectedError extends Error {}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Array<{ width: number; data: Buffer }>;
}

const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

sharp.cache(false);
sharp.concurrency(1);

/**
 * Decodes the bytes to prove they are a photo (the name and declared type are never
 * trusted), refuses pixel bombs and animations, turns it upright, drops every piece
 * of metadata (phone photos carry GPS), and writes WebP variants for srcset.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageRejectedError("The file is empty.");
  if (input.length > LIMITS.imageBytes) {
    throw new ImageRejectedError(`The file is larger than ${LIMITS.imageBytes / 1024 / 1024} MB.`);
  }
  const options = { limitInputPixels: LIMITS.imagePixels, failOn: "error", sequentialRead: true } as const;
  let metadata: Metadata;
  try {
    // Headers only (nothing is decoded), so the pixel check below can say what is wrong;
    // with the pixel limit here, a bomb would be reported as "not an image".
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.");
  }
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError("Only photos are accepted (JPEG, PNG, WebP, GIF, AVIF or HEIC).");
  }
  if ((metadata.pages ?? 1) > 1) {
    throw new ImageRejectedError("Animated or multi-page images are not accepted. Please upload a single photo.");
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > LIMITS.imagePixels) {
    throw new ImageRejectedError("The image has too many pixels. Please upload a photo under 50 megapixels.");
  }
  if (width < 16 || height < 16) throw new ImageRejectedError("The image is too small.");

  try {
    // Decode once; every variant is resized from the same upright pixels.
    const upright = sharp(input, options).rotate();
    const { data: decoded, info } = await upright.raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const widths = variantWidths(info.width);
    const variants = await Promise.all(
      widths.map(async (target) => ({
        width: target,
        data: await sharp(decoded, raw)
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 78, effort: 3 })
          .toBuffer(),
      })),
    );
    return { width: info.width, height: info.height, variants };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError("This image is damaged or incomplete. Please upload it again.");
  }
}

/** The configured widths up to the photo's own width; a small photo keeps its size. */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...LIMITS.imageWidths);
  const widths: number[] = LIMITS.imageWidths.filter((w) => w <= width);
  if ((widths.at(-1) ?? 0) < Math.min(width, largest)) widths.push(Math.min(width, largest));
  return widths;
}
