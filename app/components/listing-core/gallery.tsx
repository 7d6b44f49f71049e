import { useState } from "react";
import { ArrowLeft, ArrowRight, ImageOff } from "#app/components/icons";
import { Photo } from "#app/components/photo";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { StoredImage } from "#app/modules/media/image-urls";

/**
 * The photos of one property: a large photo with previous and next (wrapping), arrow keys,
 * and a row of thumbnails. The first photo is in the server HTML and loads first.
 */
export function Gallery({ images, name }: { images: StoredImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const { t } = useI18n();
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="size-10" />
        <p className="font-medium">{t("No Images Available")}</p>
      </div>
    );
  }
  const go = (next: number) => setIndex((next + count) % count);
  const arrow =
    "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white";
  return (
    <section
      aria-roledescription="gallery"
      aria-label={t("Photos of {name}", { name })}
      data-testid="gallery"
      onKeyDown={(event) => {
        if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
        event.preventDefault();
        go(index + (event.key === "ArrowRight" ? 1 : -1));
      }}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-900">
        <Photo
          key={current.id}
          image={current}
          preferredWidth={960}
          sizes="(min-width: 1024px) 768px, 100vw"
          width={current.width}
          height={current.height}
          alt={t("{name}, view {number} of {count}", { name, number: index + 1, count })}
          fetchPriority={index === 0 ? "high" : undefined}
          className="size-full object-contain"
        />
        {count > 1 ? (
          <>
            <button type="button" className={`${arrow} left-3`} onClick={() => go(index - 1)}>
              <ArrowLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("Previous photo")}</span>
            </button>
            <button type="button" className={`${arrow} right-3`} onClick={() => go(index + 1)}>
              <ArrowRight aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("Next photo")}</span>
            </button>
            <p className="absolute right-3 bottom-3 rounded-md bg-black/65 px-2 py-0.5 text-sm font-medium text-white">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t("Show photo {number}", { number: i + 1 })}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? "border-brand-600" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <Photo
                  image={image}
                  preferredWidth={480}
                  width={96}
                  height={72}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
