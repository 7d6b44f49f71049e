import type { City } from "#app/config/cities";
import type { Point } from "./location";

/**
 * The localities of a city as the site keeps them (decision 058): each with its one name,
 * its name in Devanagari, the other ways people write it, and its centre when known. Shared
 * by the server (localities.server.ts) and the pages that offer the list (the wizard's
 * locality field, the admin desk).
 */
export interface Locality {
  city: City;
  slug: string;
  /** Its one name, as listings are written with it. */
  name: string;
  /** Its name in Devanagari, when known. */
  nameHi: string | null;
  aliases: readonly string[];
  /** Where it is; null while nobody has placed it. */
  centre: Point | null;
  /** How far (km) from its centre a poster's pin may lie; null: the setting's default. */
  reachKm: number | null;
  /** "seed", "india-post", "admin" or "poster" (typed by a poster, waiting for an Admin). */
  source: string;
}

/** The nukta, written or not in the same word ("फ़ैज़ाबाद", "फैजाबाद"). */
const NUKTA = /\u093c/g;

/**
 * The form two spellings of one name share: one Unicode form, lower case, without the
 * nukta, letters (with their vowel signs) and digits only. "Gomti Nagar", "gomti-nagar" and
 * "GomtiNagar" are one name; so are "फ़ैज़ाबाद रोड" and "फैजाबाद रोड".
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(NUKTA, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
}

/** Whether a name is written in Devanagari (a poster's new locality typed in Hindi). */
export const isDevanagari = (name: string) => /\p{Script=Devanagari}/u.test(name);

/** A locality as the wizard's list offers it: its name, and its Hindi name when it has one. */
export interface LocalityChoice {
  name: string;
  nameHi?: string;
  /** Whether the site knows where it is (the pin map opens there). */
  placed: boolean;
}
