import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import type { ListingInput } from "#app/modules/listing-core/schema";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { listingValues } from "#app/modules/listing-core/values";
import { cardPrice } from "#app/modules/listing-core/view";
import { STORED_IMAGE_COLUMNS } from "#app/modules/media/first-image.server";
import { NEAR_IDENTICAL_BITS } from "#app/modules/media/phash.server";
import { markEdit, markListing } from "#app/modules/properties/listing-store.server";
import { isLive, isLiveAs } from "#app/modules/properties/live.server";
import { priceKindOf, SQFT_PER_PRICE_UNIT } from "#app/modules/properties/price-kind";
import { publishedFigure } from "#app/modules/properties/prices/prices.server";
import type { FlagMatch, FlagPhoto, ListingFlag } from "#app/modules/properties/types";
import { images, properties, propertyEdits } from "#db/schema";

/**
 * The approval queue's warnings (docs/product/marketplace.md §3), found once when a listing or an edit is
 * sent for approval and kept with it (`review_flags`), so the queue reads them and never
 * searches while an Admin waits:
 * - photos near-identical (perceptual hash) to a photo of another owner's live listing;
 * - another live listing with the same contact number, locality and type at a price within 5%;
 * - a price per sq ft under half or over twice its locality's published median for its kind
 *   (flats, houses, plots for sale: at least 5 live listings; prices/prices.server.ts).
 */
export const FLAG_RULES = {
  priceWithin: 0.05,
  comparablesAtLeast: 5,
  low: 0.5,
  high: 2,
  /** At most this many matches are kept per kind. */
  matches: 3,
} as const;

export interface FlagSubject {
  /** The listing itself (never its own match). */
  id: string;
  ownerId: string;
  contactNumber: string;
  city: string;
  locality: string;
  propertyCategory: string;
  propertyType: string;
  listingType: string;
  price: number | null;
  pricePerSqft: number | null;
  imageIds: readonly string[];
}

async function match(id: string, extra: Partial<FlagMatch> = {}): Promise<FlagMatch | null> {
  const [row] = await getDb()
    .select({
      id: properties.id,
      ...titleColumns(properties),
      price: properties.price,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) return null;
  const price = row.price === null ? null : Number(row.price);
  return {
    id: row.id,
    name: listingTitle(row),
    place: [row.locality, row.city].filter(Boolean).join(", "),
    priceText: cardPrice({ price, listingType: row.listingType }),
    locality: row.locality,
    city: row.city,
    price,
    listingType: row.listingType,
    ...extra,
  };
}

/** Kept warnings as a page in `locale` shows them: the matching listing's place and price in its words. */
export function flagsIn(flags: ListingFlag[], locale: Locale): ListingFlag[] {
  if (locale === "en") return flags;
  const { t } = serverTranslator(locale);
  return flags.map((flag) => {
    if (!("match" in flag) || flag.match.price === undefined) return flag;
    const { locality, city, price, listingType = "" } = flag.match;
    const place = [locality ? localityName(locality, locale) : "", city ? t(city) : ""].filter(Boolean).join(", ");
    return { ...flag, match: { ...flag.match, place, priceText: cardPrice({ price, listingType }, locale) } };
  });
}

async function photoOf(id: string): Promise<FlagPhoto | undefined> {
  const [photo] = await getDb().select(STORED_IMAGE_COLUMNS).from(images).where(eq(images.id, id));
  return photo;
}

/** Photos of the subject near-identical to a photo of another owner's live listing. */
async function duplicatePhotos(subject: FlagSubject): Promise<ListingFlag[]> {
  if (subject.imageIds.length === 0) return [];
  const rows = await queryRows<{ subject_image: string; match_image: string; property_id: string; bits: number }>(
    sql`select s.id as subject_image, m.id as match_image, m.property_id,
          bit_count((s.phash # m.phash)::bit(64))::int as bits
        from ${images} s
        join ${images} m on m.property_id is not null and m.phash is not null
          and bit_count((s.phash # m.phash)::bit(64)) <= ${NEAR_IDENTICAL_BITS}
        join ${properties} p on p.id = m.property_id and ${isLiveAs("p")} and p.user_id <> ${subject.ownerId}
          and p.id <> ${subject.id}
        where s.id in ${[...subject.imageIds]} and s.phash is not null
        order by bits
        limit 20`,
  );
  const seen = new Set<string>();
  const flags: ListingFlag[] = [];
  for (const row of rows) {
    if (seen.has(row.property_id) || flags.length >= FLAG_RULES.matches) continue;
    seen.add(row.property_id);
    const found = await match(row.property_id, {
      photo: await photoOf(row.match_image),
      ownPhoto: await photoOf(row.subject_image),
    });
    if (found) flags.push({ kind: "duplicatePhotos", match: found });
  }
  return flags;
}

/** Another live listing with the same number, locality and type, priced within 5%. */
async function repeatedContact(subject: FlagSubject): Promise<ListingFlag[]> {
  if (!subject.contactNumber || !subject.price) return [];
  const rows = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        isLive,
        sql`lower(${properties.locality}) = lower(${subject.locality})`,
        sql`${properties.price} between ${Math.floor(subject.price * (1 - FLAG_RULES.priceWithin))} and ${Math.ceil(subject.price * (1 + FLAG_RULES.priceWithin))}`,
        eq(properties.contactNumber, subject.contactNumber),
        eq(properties.propertyType, subject.propertyType),
        ne(properties.id, subject.id),
      ),
    )
    .limit(FLAG_RULES.matches);
  const flags: ListingFlag[] = [];
  for (const row of rows) {
    const found = await match(row.id);
    if (found) flags.push({ kind: "repeatedContact", match: found });
  }
  return flags;
}

/**
 * A price per sq ft far from its locality's median: the published locality price of this
 * month for the listing's kind (prices/, decision 029), the figure place pages and listings
 * show, so the queue and the public agree and no live query runs while posting. Only
 * residential flats, houses and plots for sale have figures; a plot's median per sq yd is
 * compared per sq ft.
 */
async function priceOutlier(subject: FlagSubject): Promise<ListingFlag[]> {
  if (!subject.pricePerSqft || !subject.locality) return [];
  const kind = priceKindOf(subject.propertyCategory, subject.propertyType);
  if (!kind) return [];
  const figure = await publishedFigure(subject.city, subject.locality, kind);
  if (!figure || figure.n < FLAG_RULES.comparablesAtLeast) return [];
  const median = figure.median / SQFT_PER_PRICE_UNIT[kind];
  const ratio = subject.pricePerSqft / median;
  if (ratio >= FLAG_RULES.low && ratio <= FLAG_RULES.high) return [];
  return [
    {
      kind: "priceOutlier",
      direction: ratio < FLAG_RULES.low ? "low" : "high",
      pricePerSqft: subject.pricePerSqft,
      median: Math.round(median),
      comparables: figure.n,
    },
  ];
}

/** Every warning for one listing as it would be approved. */
export async function findFlags(subject: FlagSubject): Promise<ListingFlag[]> {
  const [duplicates, repeats, outliers] = await Promise.all([
    duplicatePhotos(subject),
    repeatedContact(subject),
    priceOutlier(subject),
  ]);
  return [...duplicates, ...repeats, ...outliers];
}

function subjectOf(id: string, ownerId: string, input: ListingInput, imageIds: readonly string[]): FlagSubject {
  const values = listingValues(input, listingSettings());
  return {
    id,
    ownerId,
    contactNumber: values.contactNumber,
    city: values.city,
    locality: values.locality,
    propertyCategory: values.propertyCategory,
    propertyType: values.propertyType,
    listingType: values.listingType,
    price: values.price,
    pricePerSqft: values.pricePerSqft,
    imageIds,
  };
}

/**
 * Finds and keeps the warnings of a listing just sent for approval: a new or resubmitted
 * listing (on its row), or an edit of a live one (on the edit). Never fails the posting: a
 * problem here is logged by the caller and the listing waits without warnings.
 */
export async function refreshReviewFlags(propertyId: string): Promise<ListingFlag[]> {
  const db = getDb();
  const [[row], [edit]] = await Promise.all([
    db.select().from(properties).where(eq(properties.id, propertyId)),
    db.select().from(propertyEdits).where(eq(propertyEdits.propertyId, propertyId)),
  ]);
  if (!row) return [];
  if (edit && row.status === "live") {
    const flags = await findFlags(subjectOf(propertyId, row.userId, edit.values as ListingInput, edit.imageIds));
    await markEdit(propertyId, { reviewFlags: flags });
    return flags;
  }
  if (row.status !== "pending") return [];
  const photos = await db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.propertyId, [propertyId]));
  const flags = await findFlags({
    id: propertyId,
    ownerId: row.userId,
    contactNumber: row.contactNumber,
    city: row.city,
    locality: row.locality ?? "",
    propertyCategory: row.propertyCategory,
    propertyType: row.propertyType,
    listingType: row.listingType,
    price: row.price === null ? null : Number(row.price),
    pricePerSqft: row.pricePerSqft,
    imageIds: photos.map((photo) => photo.id),
  });
  await markListing(propertyId, { reviewFlags: flags });
  return flags;
}
