/**
 * Brand marks for the social and chat links, drawn from one cached SVG sprite
 * (public/brand-icons.svg), so their path data is not part of every page's JavaScript.
 */
export type BrandIcon = "facebook" | "instagram" | "linkedin" | "twitter" | "youtube" | "whatsapp";

export function BrandMark({ name, className = "size-5" }: { name: BrandIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <use href={`/brand-icons.svg#${name}`} />
    </svg>
  );
}
