import { CITIES, type City, isOneOf } from "#app/config/enums";

/**
 * Search state lives in the URL (/Search?q=gomti&city=Lucknow&page=2), parsed and
 * checked here; anything else in the query string is ignored.
 */
export interface SearchState {
  q: string;
  city: City | undefined;
  page: number;
}

const MAX_QUERY = 100;
const MAX_TERMS = 8;

export function parseSearch(params: URLSearchParams): SearchState {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY);
  const city = params.get("city") ?? "";
  return { q, city: isOneOf(CITIES, city) ? city : undefined, page: parsePage(params.get("page")) };
}

/** A page number from the URL: 1 when missing or nonsense, capped so OFFSET stays sane. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

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
