/** The approved-properties carousel (to be built with the listings issue). */
export function PropertiesCarousel(_props: { properties: unknown[] }) {
  return null;
}
