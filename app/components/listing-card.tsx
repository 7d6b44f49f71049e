import { Link } from "react-router";
import { Photo } from "#app/components/photo";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { StoredImage } from "#app/modules/media/image-urls";

export interface ListingCardProps {
  image: StoredImage | null;
  /** The small line above the name (category, type). */
  eyebrow: string;
  name: string;
  /** The full name as a tooltip, when the shown name is cut. */
  fullName?: string;
  place: string;
  /** Price and more, under the place (optional). */
  details?: React.ReactNode;
  href: string;
  /** The link's whole name, read out ("Learn More about Gomti Greens"): the words "Learn More" show. */
  linkLabel: string;
  sizes?: string;
  headingLevel?: "h2" | "h3";
  testId: string;
  /** Drawn over the photo's top right corner (the shortlist heart). */
  corner?: React.ReactNode;
  /** Beside "Learn More" (a property's "Compare"). */
  actions?: React.ReactNode;
  /**
   * The first card of a page's list, in view on a phone and often the page's largest
   * paint: its photo is fetched at once and first, not when layout finds it in view.
   */
  priority?: boolean;
}

/**
 * The card of a property or a project: first photo or "No Image Available", a small line,
 * the name, the place, optional details and "Learn More". One component for both keeps
 * the home page, which shows both, lighter.
 */
export function ListingCard({
  image,
  eyebrow,
  name,
  fullName,
  place,
  details,
  href,
  linkLabel,
  sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  headingLevel: Heading = "h3",
  testId,
  corner,
  actions,
  priority = false,
}: ListingCardProps) {
  const { t } = useI18n();
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid={testId}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {corner ? <div className="absolute top-3 right-3">{corner}</div> : null}
        {image ? (
          <Photo
            image={image}
            preferredWidth={480}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-sm font-medium text-slate-600">
            {t("No Image Available")}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        {/* A poster's or the company's own words: not translated (translate="no"), in either language. */}
        <Heading
          className="text-lg leading-snug font-bold text-ink"
          title={fullName && fullName !== name ? fullName : undefined}
          translate="no"
        >
          {name}
        </Heading>
        <p className="text-slate-600" translate="no">
          {place}
        </p>
        {details}
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-3">
          <Link to={href} aria-label={linkLabel} className="button-primary inline-flex items-center px-4 py-2">
            {t("Learn More")}
          </Link>
          {actions}
        </div>
      </div>
    </article>
  );
}
