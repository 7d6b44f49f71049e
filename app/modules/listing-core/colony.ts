/**
 * A colony's or locality's name as the legality register compares it (decision 046): one
 * Unicode form, lower case, letters (with their vowel signs, so a Hindi name stays whole)
 * and digits, single spaces. The listing store keeps it beside a listing's colony and
 * locality, and the register beside each entry, so a listing finds its entry by an index.
 */
export function legalityKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** The keys the listing store writes with a listing's colony and locality. */
export function colonyKeys(colony: string | null | undefined, locality: string | null | undefined) {
  return { colonyKey: legalityKey(colony ?? ""), localityKey: legalityKey(locality ?? "") };
}

/** What the legality register says of a listing's colony: listed as illegal, or an approved layout. */
export type LegalityStatus = "approved" | "illegal";
