import { Link } from "react-router";
import { Carousel } from "#app/components/carousel";

interface HomeCarouselProps<T> {
  /** The band's test id ("new-projects-carousel"). */
  testId: string;
  /** The band's classes: its spacing, and its background if it has one. */
  className: string;
  eyebrow: string;
  /** The heading, also the carousel's accessible name. */
  title: string;
  /** The heading's id, which names the section shown when there are no cards. */
  titleId?: string;
  lead: string;
  /** A link after the lead ("See all new projects"). */
  more?: { to: string; text: string };
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  dots?: boolean;
  /** Said in place of the cards when there are none; without it the band is left out. */
  empty?: React.ReactNode;
}

/** One of the home page's carousels: a band with an eyebrow, a heading and a lead above its cards. */
export function HomeCarousel<T>({
  testId,
  className,
  eyebrow,
  title,
  titleId,
  lead,
  more,
  items,
  getKey,
  renderItem,
  dots,
  empty,
}: HomeCarouselProps<T>) {
  if (items.length === 0 && !empty) return null;
  const header = (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={titleId} className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        {lead}
        {more ? (
          <>
            {" "}
            <Link to={more.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {more.text}
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
  return (
    <div className={className} data-testid={testId}>
      <div className="container-page">
        {items.length ? (
          <Carousel label={title} items={items} getKey={getKey} dots={dots} renderItem={renderItem} header={header} />
        ) : (
          <section aria-labelledby={titleId}>
            {header}
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {empty}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
