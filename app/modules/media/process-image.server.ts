import sharp, { type Metadata } from "sharp";
import { IMAGE_WORK, LIMITS } from "#app/config/limits";
import { fill, msg } from "#app/modules/i18n/translate";
import { perceptualHash } from "./phash.server";

/**
 * A photo refused for a reason its sender can act on. `message` is the English sentence;
 * `key` and `values` let the page that shows it word it in its own language.
 */
export class ImageRejectedError extends Error {
  constructor(
    readonly key: string,
    readonly values: Readonly<Record<string, number>> = {},
  ) {
    super(fill(key, values));
  }
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** WebP at every width; AVIF beside it only where the AVIF file is the smaller. */
  variants: Array<{ width: number; data: Buffer; avif?: Buffer }>;
  /** Its perceptual hash (phash.server.ts), for near-duplicate photos. */
  phash: bigint;
}

const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

// One libvips thread per photo and no operation cache: photos are processed one at a time
// (images.server.ts queues them), and neither may take CPU or memory from page rendering.
sharp.cache(false);
sharp.concurrency(1);

export const IMAGE_MESSAGES = {
  tooManyPixels: msg("The image has too many pixels. Please upload a photo under {megapixels} megapixels."),
  tooLarge: msg("The file is larger than {mb} MB."),
  tooSlow: msg("This photo took too long to process. Please upload a smaller photo."),
} as const;

const decodeOptions = { limitInputPixels: LIMITS.imagePixels, failOn: "error", sequentialRead: true } as const;

/** What the headers of an accepted photo say: enough to decode it. */
export interface CheckedImage {
  /** Upright size (orientations 5 to 8 turn the photo a quarter). */
  width: number;
  height: number;
}

/**
 * Decodes the bytes to prove they are a photo (the name and declared type are never
 * trusted), refuses pixel bombs and animations, turns it upright, drops every piece
 * of metadata (phone photos carry GPS), and writes WebP variants for srcset (and AVIF
 * ones where smaller).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  return decodeImage(input, await checkImage(input));
}

/**
 * Reads only the headers (cheap, nothing is decoded) and refuses what is not a single
 * photo of a sensible size. Runs before the photo queue, so refusals never wait.
 */
export async function checkImage(input: Buffer): Promise<CheckedImage> {
  if (input.length === 0) throw new ImageRejectedError(msg("The file is empty."));
  if (input.length > LIMITS.imageBytes) {
    throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge, { mb: LIMITS.imageBytes / 1024 / 1024 });
  }
  let metadata: Metadata;
  try {
    // Headers only (nothing is decoded), so the pixel check below can say what is wrong;
    // with the pixel limit here, a bomb would be reported as "not an image".
    metadata = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(
      msg("This file is not an image we can read. Please upload a JPEG, PNG or WebP photo."),
    );
  }
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError(msg("Only photos are accepted (JPEG, PNG, WebP, GIF, AVIF or HEIC)."));
  }
  if ((metadata.pages ?? 1) > 1) {
    throw new ImageRejectedError(msg("Animated or multi-page images are not accepted. Please upload a single photo."));
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > LIMITS.imagePixels) {
    throw new ImageRejectedError(IMAGE_MESSAGES.tooManyPixels, { megapixels: LIMITS.imagePixels / 1_000_000 });
  }
  if (width < 16 || height < 16) throw new ImageRejectedError(msg("The image is too small."));

  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The heavy part: decodes a checked photo and writes its variants (one at a time, queued by the caller). */
export async function decodeImage(input: Buffer, upright: CheckedImage): Promise<ProcessedImage> {
  const widths = variantWidths(upright.width);
  const timeout = { seconds: IMAGE_WORK.timeoutSeconds };
  try {
    // Decode once, straight to the largest width: JPEG and WebP shrink while loading, and
    // the streaming resize never holds the full-size photo in memory. The smaller widths
    // are made from that, one after another (one libvips thread at a time).
    const { data: decoded, info } = await sharp(input, decodeOptions)
      .timeout(timeout)
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const variants: ProcessedImage["variants"] = [];
    for (const target of widths) {
      const resized = () => sharp(decoded, raw).timeout(timeout).resize({ width: target, withoutEnlargement: true });
      const data = await resized().webp(WEBP).toBuffer();
      const avif = await resized().avif(AVIF).toBuffer();
      variants.push(avif.length < data.length ? { width: target, data, avif } : { width: target, data });
    }
    const phash = await perceptualHash(sharp(decoded, raw).timeout(timeout));
    return { ...upright, variants, phash };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    if (/timeout/i.test(String((error as Error)?.message))) throw new ImageRejectedError(IMAGE_MESSAGES.tooSlow);
    throw new ImageRejectedError(msg("This image is damaged or incomplete. Please upload it again."));
  }
}

const WEBP = { quality: 78, effort: 3 } as const;
/**
 * Quality 50 looks like WebP at 78 (sharp's default for AVIF); 4:2:0 as WebP always is.
 * Effort 1 of 9: on a 12-megapixel photo it adds about a third to the processing time, while
 * effort 2 more than doubles it for a few per cent fewer bytes (decision 027).
 */
const AVIF = { quality: 50, effort: 1, chromaSubsampling: "4:2:0" } as const;

/** The configured widths up to the photo's own width; a small photo keeps its size. */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...LIMITS.imageWidths);
  const widths: number[] = LIMITS.imageWidths.filter((w) => w <= width);
  if ((widths.at(-1) ?? 0) < Math.min(width, largest)) widths.push(Math.min(width, largest));
  return widths;
}
