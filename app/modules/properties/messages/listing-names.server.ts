import { inArray } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import type { Locale } from "#app/modules/i18n/locale";
import { msg, translator } from "#app/modules/i18n/translate";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle, type TitleFacts } from "#app/modules/listing-core/title";
import { properties } from "#db/schema";

/** What a conversation calls its listing once the listing is deleted and no name was kept. */
const GONE = msg("A listing no longer on the site");

/**
 * How conversations name their listings for a reader: each listing's title in the reader's
 * language while it exists (listing-core/title.ts), else the name kept when the conversation
 * began (conversations.listing_name), so a conversation outlives its listing.
 */
export async function conversationListings(
  rows: ReadonlyArray<{ propertyId: string | null; listingName: string }>,
  locale: Locale,
): Promise<(row: { propertyId: string | null; listingName: string }) => string> {
  const ids = [...new Set(rows.flatMap((row) => (row.propertyId ? [row.propertyId] : [])))];
  const found = ids.length
    ? await getDb()
        .select({ id: properties.id, ...titleColumns(properties) })
        .from(properties)
        .where(inArray(properties.id, ids))
    : [];
  const titles = new Map(found.map((row) => [row.id, row]));
  return (row) => shownListing(row.listingName, (row.propertyId && titles.get(row.propertyId)) || null, locale);
}

/** One conversation's listing for a reader: its title while it exists (`facts`), else the kept name. */
export function shownListing(kept: string, facts: TitleFacts | null, locale: Locale): string {
  return facts ? listingTitle(facts, locale) : kept || translator(locale).t(GONE);
}
