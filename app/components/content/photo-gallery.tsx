import { useId } from "react";
import { ChevronLeft, ChevronRight, X } from "#app/components/icons";
import { Modal } from "#app/components/modal";
import { srcOf, srcSetOf } from "#app/components/responsive-image";
import type { LuxuryPhoto } from "#app/modules/content/luxury-listings";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface PhotoGalleryProps {
  title: string;
  photos: LuxuryPhoto[];
  size: { width: number; height: number };
  /** The photo shown, or null when the gallery is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A fullscreen photo gallery in the shared modal dialog: arrows, thumbnails, and the
 * keyboard (left and right arrows; Escape closes, as every dialog does).
 */
export function PhotoGallery({ title, photos, size, index, onIndexChange, onClose }: PhotoGalleryProps) {
  const id = useId();
  const { t } = useI18n();
  const open = index !== null;
  const current = index ?? 0;
  const photo = photos[current];
  const go = (step: number) => onIndexChange((current + step + photos.length) % photos.length);

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black text-white"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the dialog move between photos */}
      <div
        className="flex h-full flex-col"
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") {
            event.preventDefault();
            go(1);
          } else if (event.key === "ArrowLeft") {
            event.preventDefault();
            go(-1);
          }
        }}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
            <span className="ml-3 text-sm font-normal text-slate-300" aria-live="polite">
              {t("Photo {number} of {count}", { number: current + 1, count: photos.length })}
            </span>
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("Close the gallery")}
            className="flex size-11 items-center justify-center rounded-full hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
          {photo ? (
            <img
              key={current}
              src={srcOf(photo.sources, 1600)}
              srcSet={srcSetOf(photo.sources)}
              sizes="100vw"
              width={size.width}
              height={size.height}
              alt={t(photo.alt)}
              className="max-h-full w-auto max-w-full object-contain"
            />
          ) : null}
          {([-1, 1] as const).map((step) => {
            const Arrow = step < 0 ? ChevronLeft : ChevronRight;
            return (
              <button
                key={step}
                type="button"
                onClick={() => go(step)}
                aria-label={step < 0 ? t("Previous photo") : t("Next photo")}
                className={`absolute top-1/2 ${step < 0 ? "left-2" : "right-2"} flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/30`}
              >
                <Arrow aria-hidden="true" className="size-7" />
              </button>
            );
          })}
        </div>
        <ul className="flex justify-center gap-2 overflow-x-auto px-4 py-4">
          {photos.map((thumb, position) => (
            <li key={thumb.alt}>
              <button
                type="button"
                onClick={() => onIndexChange(position)}
                aria-label={t("Show photo {number}: {alt}", { number: position + 1, alt: t(thumb.alt) })}
                aria-current={position === current ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${position === current ? "border-accent-400" : "border-transparent opacity-70 hover:opacity-100"}`}
              >
                <img
                  src={srcOf(thumb.sources, 160)}
                  width={size.width}
                  height={size.height}
                  alt=""
                  loading="lazy"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
