import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { avifSrcSet, avifUrl, imageSrcSet, imageUrl, type StoredImage } from "#app/modules/media/image-urls";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes">;

/**
 * An uploaded photo. With AVIF files (decision 027) it is a `<picture>` whose AVIF source
 * carries the same `sizes`; a photo processed before AVIF is the plain WebP `<img>` as it
 * always was. `<picture>` is `display: contents`, so the `<img>` sizes itself against the
 * same box as without it. Loading attributes (lazy, fetchpriority) stay on the `<img>`,
 * which is what the browser reads for the whole picture.
 *
 * `sizes` given: a responsive srcset of every width (`preferredWidth` picks the fallback
 * `src`). `sizes` omitted: one fixed file of `preferredWidth` (thumbnails).
 */
export function Photo({
  image,
  sizes,
  preferredWidth,
  alt,
  ...img
}: ImgProps & { image: StoredImage; sizes?: string; preferredWidth: number; alt: string }) {
  const responsive = sizes !== undefined;
  const avif = responsive ? avifSrcSet(image) : avifUrl(image, preferredWidth);
  const element = (
    <img
      src={imageUrl(image, preferredWidth)}
      srcSet={responsive ? imageSrcSet(image) : undefined}
      sizes={sizes}
      alt={alt}
      {...img}
    />
  );
  if (!avif) return element;
  // React preloads a plain eager <img> from the document's head, but not one inside a
  // <picture> (it cannot know which source the browser takes). The largest paint's photo
  // keeps its early start: an AVIF preload, which a browser without AVIF skips (its <img>
  // is still found in the HTML).
  if (img.fetchPriority === "high") {
    preload(responsive ? imageUrl(image, preferredWidth) : avif, {
      as: "image",
      type: "image/avif",
      fetchPriority: "high",
      ...(responsive ? { imageSrcSet: avif, imageSizes: sizes } : {}),
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {element}
    </picture>
  );
}
