import { Link } from "react-router";
import { useSite } from "#app/components/root-data";

/** The two-part brand name; the first part in brand green. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { brand } = useSite();
  return (
    // One line at any width, never wrapped: smaller on phones, and below 360 px the mark
    // alone (the name stays for screen readers).
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 text-base font-extrabold tracking-tight whitespace-nowrap min-[400px]:text-xl"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#0b664d" />
        <path d="M6 17 16 8l10 9v8a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#f6b443" />
      </svg>
      <span translate="no" className="max-[359px]:sr-only">
        <span className="text-brand-700">{brand.first}</span> <span className="text-ink">{brand.second}</span>
      </span>
    </Link>
  );
}
