/** URLs of stored image variants; safe to use in the browser. */
export interface StoredImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

export function imageKey(id: string, width: number): string {
  return `images/${id}/${width}.webp`;
}

export function imageUrl(image: Pick<StoredImage, "id" | "widths">, preferredWidth = 960): string {
  const width = image.widths.find((w) => w >= preferredWidth) ?? image.widths[image.widths.length - 1] ?? 0;
  return `/media/${imageKey(image.id, width)}`;
}

export function imageSrcSet(image: Pick<StoredImage, "id" | "widths">): string {
  return image.widths.map((width) => `/media/${imageKey(image.id, width)} ${width}w`).join(", ");
}
