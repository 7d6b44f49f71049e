import { useEffect, useState } from "react";
import { useHref } from "react-router";
import { HERO_IMAGES } from "#app/assets/hero/images";
import { ActionButton, ActionLink, Actions } from "#app/components/actions";
import { Pause, Phone, Play } from "#app/components/icons";
import { srcOf, srcSetOf } from "#app/components/responsive-image";
import { useSite } from "#app/components/root-data";
import { TIMING } from "#app/config/limits";
import { telHref } from "#app/config/site";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** The hero's words, sent with the page's data (hero-words.ts) so its script stays small. */
export interface HeroWords {
  lead: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Each picture's description, by name. */
  alts: Record<string, string>;
}

const SLIDE_COUNT = HERO_IMAGES.pictures.length;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * The landing slideshow: three pictures, a new one every 3 seconds, wrapping around.
 * It stays still for people who ask for reduced motion, and anyone can pause it. The
 * first picture is in the server HTML at high priority: it is the page's largest paint.
 */
export function Hero({ words }: { words: HeroWords }) {
  const site = useSite();
  const { t } = useI18n();
  const searchAction = useHref("/Search");
  const slides = HERO_IMAGES.pictures;
  const [active, setActive] = useState(0);
  // null: follow the reduced-motion preference; true or false: the visitor chose.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ?? !reducedMotion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide (shown by the timer or chosen) gets its full 3 seconds
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % SLIDE_COUNT), TIMING.heroSlideMs);
    return () => window.clearTimeout(timer);
  }, [playing, active]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("Featured homes and plots")}
      data-active-slide={active}
      className="relative isolate flex min-h-[32rem] items-end overflow-hidden bg-brand-900 sm:min-h-[36rem] lg:min-h-[40rem]"
    >
      <div className="absolute inset-0 -z-10" aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group by the ARIA carousel pattern
          <div
            key={slide.name}
            role="group"
            aria-roledescription="slide"
            aria-label={t("{number} of {total}", { number: index + 1, total: slides.length })}
            aria-hidden={index !== active}
            className={`absolute inset-0 transition-opacity duration-1000 ${index === active ? "opacity-100" : "opacity-0"}`}
          >
            <img
              src={srcOf(slide.sources, 1600)}
              srcSet={srcSetOf(slide.sources)}
              sizes="100vw"
              width={HERO_IMAGES.width}
              height={HERO_IMAGES.height}
              alt={words.alts[slide.name] ?? ""}
              // The first slide is the largest paint: fetch it first, never lazily.
              fetchPriority={index === 0 ? "high" : "low"}
              loading={index === 0 ? "eager" : "lazy"}
              decoding={index === 0 ? "sync" : "async"}
              className="size-full object-cover"
            />
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/45 to-black/20" />
      </div>

      <div className="container-page pt-24 pb-20 text-white sm:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold backdrop-blur">
          <Phone aria-hidden="true" className="size-4" />
          {t("Call us on")}{" "}
          <a
            href={telHref(site.heroPhone)}
            className="underline decoration-accent-400 underline-offset-4 hover:text-accent-400"
          >
            {site.heroPhone}
          </a>
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t(site.tagline)}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{words.lead}</p>
        {/* The one search box: /Search reads "3 BHK, Gomti Nagar, 60 lakh" as its filters. A plain
            form (a full page load) keeps the home page within its JavaScript budget. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search, as /Search's own box; older browsers do not know the <search> element */}
        <form method="get" action={searchAction} role="search" className="mt-8 flex max-w-2xl gap-2">
          <label htmlFor="home-search" className="sr-only">
            {words.searchLabel}
          </label>
          <input
            id="home-search"
            type="search"
            name="q"
            maxLength={100}
            placeholder={words.searchPlaceholder}
            className="min-w-0 flex-1 rounded-lg bg-white px-4 py-3 text-base text-ink shadow"
          />
          <ActionButton>{t("Search")}</ActionButton>
        </form>
        <Actions>
          <ActionLink to="/NewProject" look="bright">
            {t("Explore new projects")}
          </ActionLink>
          <ActionLink to="/contact" look="light">
            {t("Talk to us")}
          </ActionLink>
        </Actions>
      </div>

      {/* Bottom left: the floating chat button holds the bottom right corner of the screen. */}
      <div className="absolute bottom-4 left-4 flex items-center gap-3 rounded-full bg-black/45 px-3 py-2 sm:bottom-6 sm:left-6">
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          aria-label={playing ? t("Pause the slideshow") : t("Play the slideshow")}
          className="flex size-8 items-center justify-center rounded-full text-white hover:bg-white/20"
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        </button>
        <ul className="flex gap-2">
          {slides.map((slide, index) => (
            <li key={slide.name}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={t("Show slide {number} of {total}", { number: index + 1, total: slides.length })}
                aria-current={index === active ? "true" : undefined}
                className="flex size-6 items-center justify-center rounded-full"
              >
                <span
                  className={`block size-2.5 rounded-full transition-colors ${index === active ? "bg-white" : "bg-white/45"}`}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
