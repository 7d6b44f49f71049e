import { cityFromSlug, citySlug } from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { cutWords } from "#app/modules/text/format";

/**
 * How projects are named and placed. The server applies these when it reads a project, so
 * pages receive finished names and paths and the browser needs none of this code.
 */

/**
 * A project's name on a card (its own, or one made from its facts: listing-core/title.ts): at
 * most 5 words, then an ellipsis ("Awadh Enclave Phase II Residential...").
 */
export function cardName(name: string): string {
  return cutWords(name.trim(), LIMITS.cardNameWords);
}

/**
 * The path segment of a project's city page: the five cities by their lowercase name,
 * anything else "unknown" (the old product's route for a city it did not support).
 */
export function citySegment(city: string): string {
  const supported = cityFromSlug(city);
  return supported ? citySlug(supported) : "unknown";
}
