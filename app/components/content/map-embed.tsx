/**
 * A map that needs no API key: Google's public embed, loaded only when scrolled near.
 * (The Content-Security-Policy in server/app.ts allows this frame source.)
 */
export function mapEmbedUrl(place: string, zoom = 14): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=${zoom}&output=embed`;
}

/** A link that opens the place in the maps app or site. */
export function mapLinkUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

export function MapEmbed({
  place,
  title,
  zoom,
  className = "",
}: {
  place: string;
  title: string;
  zoom?: number;
  className?: string;
}) {
  return (
    <div className={`overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}>
      <iframe
        title={title}
        src={mapEmbedUrl(place, zoom)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block h-80 w-full border-0"
      />
    </div>
  );
}
