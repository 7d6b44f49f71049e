import { and, eq, gte, sql } from "drizzle-orm";
import { PROJECT_FORM, PROPERTY_FORM } from "#app/config/enums";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { inChangingTransaction, rememberPublic } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { PRICE_KINDS, type PriceKind, priceKindOf, SQFT_PER_PRICE_UNIT } from "#app/modules/properties/price-kind";
import { cityFromPlaceSlug, placeHref, slugify } from "#app/modules/properties/search/place-links";
import { localityPrices, properties } from "#db/schema";
import { againstMedian, type LocalityComparison } from "./comparison";
import {
  isPublished,
  localityKey,
  monthOf,
  monthsBefore,
  type PriceFigure,
  PUBLISH_AT_LEAST,
  TREND_MONTHS,
} from "./figures";

/** Every residential property type that has a price kind, with its kind (price-kind.ts decides). */
const TYPES_OF_KIND: ReadonlyArray<[PriceKind, string[]]> = PRICE_KINDS.map((kind) => [
  kind,
  [...new Set([...PROPERTY_FORM.propertyTypes.Residential, ...PROJECT_FORM.propertyTypes.Residential])].filter(
    (type) => priceKindOf("Residential", type) === kind,
  ),
]);

/** The kind of a properties row, in SQL: null for commercial and agricultural property. */
const kindSql = sql.join(
  [
    sql`case when ${properties.propertyCategory} = 'Residential' then case`,
    ...TYPES_OF_KIND.map(([kind, types]) => sql`when ${properties.propertyType} in ${types} then ${kind}`),
    sql`end end`,
  ],
  sql` `,
);

const unitSql = sql.join(
  [sql`case kind`, ...PRICE_KINDS.map((kind) => sql`when ${kind} then ${SQFT_PER_PRICE_UNIT[kind]}::float8`), sql`end`],
  sql` `,
);

export interface PricesRun {
  month: string;
  /** Groups written (every city, locality and kind with a live listing). */
  groups: number;
  /** Of which published (n ≥ PUBLISH_AT_LEAST). */
  published: number;
  /** The current month's groups that no longer have a live listing, removed. */
  removed: number;
  ms: number;
}

/**
 * The nightly job: the current month's figures from the live sale listings, in one
 * statement. A live listing with a price for good (a sale: it has a price per sq ft) and an
 * area counts for its city, locality and kind; the asking price per unit area is the price
 * over the area in the kind's unit. Each group's count, median and quartiles
 * (percentile_cont, interpolated as PostgreSQL does) replace the current month's row; a
 * group of this month with no live listing left is removed; earlier months are not touched.
 * Then the pages that show figures are forgotten (place pages are lists, listings carry "prices").
 */
export async function computeLocalityPrices(at: Date = now()): Promise<PricesRun> {
  const started = performance.now();
  const month = monthOf(at);
  const [row] = await inChangingTransaction(async (tx, changed) => {
    changed({ tags: ["lists", "prices"] });
    return queryRows<{ groups: number; published: number; removed: number }>(
      sql`
    with live as (
      select ${properties.city} as city,
        lower(trim(${properties.locality})) as locality_key,
        trim(${properties.locality}) as locality,
        ${kindSql} as kind,
        ${properties.price}::float8 / ${properties.areaSqft} as per_sqft
      from ${properties}
      where ${properties.isApproved}
        and ${properties.pricePerSqft} is not null
        and ${properties.price} > 0 and ${properties.areaSqft} > 0
        and trim(${properties.locality}) <> ''
    ),
    priced as (select *, per_sqft * ${unitSql} as per_unit from live where kind is not null),
    fresh as (
      select city, locality_key, min(locality) as locality, kind, count(*)::int as n,
        percentile_cont(0.5) within group (order by per_unit) as median,
        percentile_cont(0.25) within group (order by per_unit) as p25,
        percentile_cont(0.75) within group (order by per_unit) as p75
      from priced
      group by city, locality_key, kind
    ),
    written as (
      insert into ${localityPrices} (city, locality_key, locality, kind, month, n, median, p25, p75, computed_at)
      select city, locality_key, locality, kind, ${month}::date, n, median, p25, p75, ${at.toISOString()}::timestamptz
      from fresh
      on conflict (city, locality_key, kind, month) do update set
        locality = excluded.locality, n = excluded.n, median = excluded.median, p25 = excluded.p25,
        p75 = excluded.p75, computed_at = excluded.computed_at
      returning n
    ),
    removed as (
      delete from ${localityPrices} old
      where old.month = ${month}::date
        and not exists (select 1 from fresh where fresh.city = old.city
          and fresh.locality_key = old.locality_key and fresh.kind = old.kind)
      returning 1
    )
    select (select count(*) from written)::int as groups,
      (select count(*) from written where n >= ${PUBLISH_AT_LEAST})::int as published,
      (select count(*) from removed)::int as removed`,
      tx,
    );
  });
  return {
    month,
    groups: Number(row?.groups ?? 0),
    published: Number(row?.published ?? 0),
    removed: Number(row?.removed ?? 0),
    ms: Math.round(performance.now() - started),
  };
}

/** Whether this month has figures yet (a fresh site computes them once at start). */
export async function hasFiguresThisMonth(at: Date = now()): Promise<boolean> {
  const [row] = await getDb()
    .select({ month: localityPrices.month })
    .from(localityPrices)
    .where(eq(localityPrices.month, monthOf(at)))
    .limit(1);
  return Boolean(row);
}

type Row = typeof localityPrices.$inferSelect;

const figureOf = (row: Row): PriceFigure & { localityKey: string } => ({
  city: row.city,
  locality: row.locality,
  localityKey: row.localityKey,
  kind: row.kind as PriceKind,
  month: row.month,
  n: row.n,
  median: row.median,
  p25: row.p25,
  p75: row.p75,
});

/**
 * Every figure of a city this month, published or not, a few seconds fresh (read by every
 * place page and listing of the city; forgotten with the public data when the job runs).
 */
export function cityFigures(city: string, at: Date = now()): Promise<Array<PriceFigure & { localityKey: string }>> {
  const month = monthOf(at);
  return rememberPublic(`locality-prices\n${city}\n${month}`, async () =>
    (
      await getDb()
        .select()
        .from(localityPrices)
        .where(and(eq(localityPrices.city, city), eq(localityPrices.month, month)))
    ).map(figureOf),
  );
}

/** The published figure of a locality and kind this month, or null. */
export async function publishedFigure(
  city: string,
  locality: string,
  kind: PriceKind,
  at: Date = now(),
): Promise<PriceFigure | null> {
  const key = localityKey(locality);
  const found = (await cityFigures(city, at)).find((figure) => figure.localityKey === key && figure.kind === kind);
  return found && isPublished(found) ? found : null;
}

/** A locality's figures of the last TREND_MONTHS months (every kind), oldest first. */
export async function localityTrend(city: string, locality: string, at: Date = now()): Promise<PriceFigure[]> {
  const month = monthOf(at);
  const rows = await getDb()
    .select()
    .from(localityPrices)
    .where(
      and(
        eq(localityPrices.city, city),
        eq(localityPrices.localityKey, localityKey(locality)),
        gte(localityPrices.month, monthsBefore(month, TREND_MONTHS - 1)),
      ),
    )
    .orderBy(localityPrices.month);
  return rows.map(figureOf).filter((figure) => figure.month <= month);
}

/** What a listing needs for its comparison: its place, type and asking price over its area. */
export interface ComparedListing {
  city: string;
  locality: string | null;
  propertyCategory: string;
  propertyType: string;
  price: number | null;
  areaSqft: number | null;
  /** Set only for sales: a rent has no price per sq ft to compare. */
  pricePerSqft: number | null;
}

/**
 * Where a live sale listing's asking price per unit area sits against its locality's
 * published median this month; null without a published figure, an area or a sale price.
 */
export async function localityComparison(listing: ComparedListing): Promise<LocalityComparison | null> {
  const kind = priceKindOf(listing.propertyCategory, listing.propertyType);
  const locality = listing.locality?.trim();
  if (!kind || !locality || !listing.price || !listing.areaSqft || listing.pricePerSqft === null) return null;
  const city = cityFromPlaceSlug(slugify(listing.city));
  if (!city) return null;
  const figure = await publishedFigure(city, locality, kind);
  if (!figure) return null;
  const value = (listing.price / listing.areaSqft) * SQFT_PER_PRICE_UNIT[kind];
  return {
    ...againstMedian(value, figure.median),
    locality: figure.locality,
    kind,
    median: figure.median,
    n: figure.n,
    href: placeHref(city, figure.locality),
  };
}
