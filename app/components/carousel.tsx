import { useId, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "#app/components/icons";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface CarouselProps<T> {
  /** The accessible name of the carousel ("Approved properties"). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
  /** Shown on the left of the arrows, usually the section heading. */
  header?: React.ReactNode;
  /** A dot per card under the track: shows where the track is and jumps to a card. */
  dots?: boolean;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A horizontal carousel: 3 cards from 1024 px wide, 2 from 640 px, 1 below. The widths are
 * plain CSS, so the server-rendered page already has its final layout (nothing shifts when
 * scripts load) and touch users can swipe. Previous and next move one card and wrap
 * around; arrow keys do the same; scrolling is instant for people who ask for reduced
 * motion. A polite live region says which cards are showing. With `dots`, a row of dots
 * under the track shows where it is (following swipes too) and jumps to a card.
 */
export function Carousel<T>({ label, items, getKey, renderItem, header, dots = false }: CarouselProps<T>) {
  const trackRef = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const [status, setStatus] = useState("");
  const [shown, setShown] = useState(0);
  const count = items.length;
  const { t } = useI18n();

  /** The track's slides, how many fit, the last start position and the slide at the left edge. */
  function measure() {
    const track = trackRef.current;
    const slides = track ? (Array.from(track.children) as HTMLElement[]) : [];
    const first = slides[0];
    if (!track || !first) return null;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const perView = Math.max(1, Math.round((track.clientWidth + gap) / (first.offsetWidth + gap)));
    const last = Math.max(0, slides.length - perView);
    const current = slides.reduce(
      (best, slide, index) =>
        Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs((slides[best]?.offsetLeft ?? 0) - track.scrollLeft)
          ? index
          : best,
      0,
    );
    const atEnd = track.scrollLeft >= track.scrollWidth - track.clientWidth - 2;
    return { track, slides, perView, last, current, atEnd };
  }

  function show(target: number) {
    const view = measure();
    if (!view) return;
    const { track, slides, perView } = view;
    track.scrollTo({ left: slides[target]?.offsetLeft ?? 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    setShown(target);
    setStatus(
      t("Showing {first} to {last} of {count}", {
        first: target + 1,
        last: Math.min(slides.length, target + perView),
        count: slides.length,
      }),
    );
  }

  function move(direction: 1 | -1) {
    const view = measure();
    if (!view) return;
    const { last, current, atEnd } = view;
    const target =
      direction === 1
        ? current >= last || atEnd
          ? 0
          : current + 1
        : current <= 0
          ? last
          : Math.min(current, last) - 1;
    show(target);
  }

  // The dots follow the track when it is swiped or scrolled, not only when a button moves it.
  function onScroll() {
    if (!dots) return;
    const view = measure();
    if (view) setShown(view.atEnd ? view.slides.length - 1 : view.current);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      move(event.key === "ArrowRight" ? 1 : -1);
    }
  }

  const button =
    "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:border-brand-600 hover:text-brand-700";
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">{header}</div>
        {count > 1 ? (
          <div className="flex shrink-0 gap-2">
            <button type="button" className={button} aria-controls={trackId} onClick={() => move(-1)}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("Previous")}</span>
            </button>
            <button type="button" className={button} aria-controls={trackId} onClick={() => move(1)}>
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("Next")}</span>
            </button>
          </div>
        ) : null}
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        onKeyDown={onKeyDown}
        onScroll={dots ? onScroll : undefined}
        data-carousel-track=""
        className="relative mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            aria-roledescription="slide"
            aria-label={t("{number} of {count}", { number: index + 1, count })}
            data-carousel-slide=""
            className="w-full shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {dots && count > 1 ? (
        <ol className="mt-4 flex justify-center gap-1" aria-label={t("{label}: cards", { label })}>
          {items.map((item, index) => (
            <li key={getKey(item)}>
              <button
                type="button"
                aria-controls={trackId}
                aria-current={index === shown ? "true" : undefined}
                onClick={() => show(index)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full transition-colors motion-reduce:transition-none ${
                    index === shown ? "bg-brand-700" : "bg-slate-300 group-hover:bg-slate-400"
                  }`}
                />
                <span className="sr-only">{t("Show card {number}", { number: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
