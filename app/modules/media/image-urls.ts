/** URLs of stored image variants; safe to use in the browser. */
export interface StoredImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
  /**
   * The widths that also have an AVIF file (decision 027); empty or absent for photos
   * processed before AVIF, which are offered as WebP alone.
   */
  avifWidths?: number[];
}

export type ImageFormat = "webp" | "avif";

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { webp: "image/webp", avif: "image/avif" };

export function imageKey(id: string, width: number, format: ImageFormat = "webp"): string {
  return `images/${id}/${width}.${format}`;
}

export function imageUrl(image: Pick<StoredImage, "id" | "widths">, preferredWidth = 960): string {
  const width = image.widths.find((w) => w >= preferredWidth) ?? image.widths[image.widths.length - 1] ?? 0;
  return `/media/${imageKey(image.id, width)}`;
}

export function imageSrcSet(image: Pick<StoredImage, "id" | "widths">): string {
  return image.widths.map((width) => `/media/${imageKey(image.id, width)} ${width}w`).join(", ");
}

/**
 * The AVIF srcset for a `<source type="image/avif">`, or undefined when the photo has no
 * AVIF file. Where AVIF was larger at a width, that width's WebP file stands in: a browser
 * taking the AVIF source picks from this list alone, so it must cover every width.
 */
export function avifSrcSet(image: Pick<StoredImage, "id" | "widths" | "avifWidths">): string | undefined {
  const avif = new Set(image.avifWidths ?? []);
  if (avif.size === 0) return undefined;
  return image.widths
    .map((width) => `/media/${imageKey(image.id, width, avif.has(width) ? "avif" : "webp")} ${width}w`)
    .join(", ");
}

/** One width's file, AVIF when there is one: the AVIF `<source>` of a fixed-size thumbnail. */
export function avifUrl(
  image: Pick<StoredImage, "id" | "widths" | "avifWidths">,
  preferredWidth = 960,
): string | undefined {
  const width = image.widths.find((w) => w >= preferredWidth) ?? image.widths[image.widths.length - 1] ?? 0;
  return image.avifWidths?.includes(width) ? `/media/${imageKey(image.id, width, "avif")}` : undefined;
}

/** The keys of the files an image has: WebP at every width, AVIF at its AVIF widths. */
export function imageFileKeys(image: Pick<StoredImage, "id" | "widths" | "avifWidths">): string[] {
  return [
    ...image.widths.map((width) => imageKey(image.id, width)),
    ...(image.avifWidths ?? []).map((width) => imageKey(image.id, width, "avif")),
  ];
}
