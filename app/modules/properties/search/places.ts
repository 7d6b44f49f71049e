import { type City, PROPERTY_FORM } from "#app/config/enums";
import { listingTypeSlug } from "./place-links";

/**
 * Places with live properties: a city and a locality, and how many live properties each
 * listing type has there. The place pages (/properties/lucknow/gomti-nagar/rent), the
 * sitemap and the locality suggestions of /Search read the same list (places.server.ts).
 * Free of server code: the matching rules are tested without a database.
 */
export interface Place {
  city: City;
  /** As its listings spell it (the first spelling in alphabetical order, capitals first). */
  locality: string;
  slug: string;
  /** Live properties here. */
  total: number;
  /** Live properties here by listing type (Sell, Rent...). */
  byType: Record<string, number>;
  /**
   * Its other names on the list of localities (decision 058): its Hindi name and the other
   * ways people write it ("Ashiyana" for Aashiana). A search that names one finds the place.
   */
  aka?: readonly string[];
}

export function listingTypeFromSlug(slug: string | undefined): string | undefined {
  const wanted = (slug ?? "").toLowerCase();
  return PROPERTY_FORM.listingTypes.find((type) => listingTypeSlug(type) === wanted);
}

/**
 * The trigrams of a text as PostgreSQL's pg_trgm counts them: each word padded with two
 * spaces before and one after ("gomti" → "  g", " go", "gom", "omt", "mti", "ti ").
 */
function trigrams(text: string): Set<string> {
  const known = TRIGRAMS.get(text);
  if (known) return known;
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  // The names of places are matched again and again (the search box tries each run of words).
  if (TRIGRAMS.size >= MAX_REMEMBERED) TRIGRAMS.clear();
  TRIGRAMS.set(text, found);
  return found;
}

const TRIGRAMS = new Map<string, Set<string>>();
const MAX_REMEMBERED = 20_000;

/** pg_trgm's similarity: shared trigrams over all trigrams of both, from 0 to 1. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** pg_trgm's default threshold for "similar" (its % operator). */
export const SIMILAR = 0.3;

/** Every word typed begins a word of the name: "gomti n" → "Gomti Nagar". */
function startsWords(name: string, typed: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return typed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}

/** The exact name (case and spaces aside); a name whose words begin with what was typed. */
export const SAME_NAME = 3;
export const STARTS_NAME = 2;

/**
 * How well a typed text names a place: SAME_NAME, STARTS_NAME, or else their similarity
 * (from 0 to 1; at least 0.3 is a match).
 */
export function placeScore(locality: string, typed: string): number {
  const name = locality.toLowerCase();
  const text = typed.trim().toLowerCase();
  const squeeze = (value: string) => value.replace(/[^\p{L}\p{N}]+/gu, "");
  if (name === text || squeeze(name) === squeeze(text)) return SAME_NAME;
  return startsWords(name, text) ? STARTS_NAME : similarity(name, text);
}

/**
 * The places a typed locality may mean, best first: the same name, then names whose words
 * begin with what was typed, then names that look alike despite a misspelling
 * ("gomti nagr", "gomtinagar", "indra nagar"); among equals, the place with more listings.
 * Within one city when a city is given.
 */
export function matchPlaces(
  places: readonly Place[],
  typed: string,
  city?: City,
  limit = 8,
  /**
   * How equals are ordered: by more listings (suggestions), or by the name closest to what
   * was typed (reading a search: "gomti" is Gomti Nagar before Gomti Nagar Extension,
   * whichever has listings today).
   */
  order: "listings" | "closest" = "listings",
): Place[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  const scored: Array<{ place: Place; score: number }> = [];
  for (const place of places) {
    if (city && place.city !== city) continue;
    const score = Math.max(
      placeScore(place.locality, text),
      ...(place.aka ?? []).map((name) => placeScore(name, text)),
    );
    if (score >= SIMILAR) scored.push({ place, score });
  }
  const equals =
    order === "closest"
      ? (a: Place, b: Place) => a.locality.length - b.locality.length || b.total - a.total
      : (a: Place, b: Place) => b.total - a.total;
  return scored
    .sort((a, b) => b.score - a.score || equals(a.place, b.place))
    .slice(0, limit)
    .map(({ place }) => place);
}
