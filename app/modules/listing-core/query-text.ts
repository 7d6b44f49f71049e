/** A search box's text as searched: spaces collapsed, trimmed, at most 100 characters. */
export function cleanQuery(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY);
}

const MAX_QUERY = 100;

/** At most this many words of a query are searched for. */
const MAX_TERMS = 8;

/**
 * A full-text query for PostgreSQL's to_tsquery('simple', ...): every word must match,
 * each as a prefix ("gomti nag" finds "Gomti Nagar"). Only letters and digits survive, so
 * the text can never be tsquery syntax. Returns null when nothing searchable is left.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}
