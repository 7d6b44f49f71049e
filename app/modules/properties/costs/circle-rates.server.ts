import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { City } from "#app/config/cities";
import { changedBy, getDb, replacing } from "#app/modules/db/db.server";
import {
  importReplacing,
  inChangingTransaction,
  rememberPublic,
  removeImported,
} from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { EVERY_PAGE } from "#app/modules/platform/page-cache.server";
import { PRICE_KINDS, type PriceKind } from "#app/modules/properties/price-kind";
import { slugify } from "#app/modules/properties/search/place-links";
import { circleRates } from "#db/schema";
import type { CircleRateInput } from "./circle-rate-schema";
import type { CircleRate } from "./circle-rates-view";

/**
 * The district's circle rates, kept by Admins (issue 29): per city, locality and kind, in ₹
 * per sq m from the date they apply from, with every earlier rate kept. The one in force is
 * the latest that applies by today (India's date by the product's clock). A locality is
 * matched by its slug, as place pages match it, so "Gomti Nagar" in the district's list is
 * the Gomti Nagar of the listings whatever the case or spacing.
 */

export type { CircleRate };

/** Today's date in India, YYYY-MM-DD, by the product's clock. */
export function indiaToday(): string {
  return new Date(now().getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const columns = {
  id: circleRates.id,
  city: circleRates.city,
  locality: circleRates.locality,
  kind: circleRates.kind,
  ratePerSqm: circleRates.ratePerSqm,
  appliesFrom: circleRates.appliesFrom,
};

const isKind = (kind: string): kind is PriceKind => (PRICE_KINDS as readonly string[]).includes(kind);

/**
 * The one rule of which rate is in force: of a place's rates for one kind, the latest that
 * applies by `today`. Returns the ids of the rates in force.
 */
export function ratesInForce(rates: readonly CircleRate[], today: string): Set<string> {
  const latest = new Map<string, CircleRate>();
  for (const rate of rates) {
    if (rate.appliesFrom > today) continue;
    const key = `${rate.city}\n${slugify(rate.locality)}\n${rate.kind}`;
    const kept = latest.get(key);
    if (!kept || rate.appliesFrom > kept.appliesFrom) latest.set(key, rate);
  }
  return new Set([...latest.values()].map((rate) => rate.id));
}

/**
 * The rates in force in a locality, one per kind that has one (flat, house, plot order).
 * Remembered like other public data (rememberPublic): a changed rate forgets it in every process.
 */
export async function circleRatesInForce(city: string, locality: string | null | undefined): Promise<CircleRate[]> {
  const slug = slugify(locality ?? "");
  if (!slug) return [];
  const today = indiaToday();
  return rememberPublic(`circle-rates\n${city}\n${slug}\n${today}`, async () => {
    const rows = (
      await getDb()
        .select(columns)
        .from(circleRates)
        .where(and(eq(circleRates.city, city), eq(circleRates.localitySlug, slug), lte(circleRates.appliesFrom, today)))
    ).filter((row): row is CircleRate => isKind(row.kind));
    const inForce = ratesInForce(rows, today);
    return PRICE_KINDS.flatMap((kind) => rows.find((row) => row.kind === kind && inForce.has(row.id)) ?? []);
  });
}

/** The rate in force for one kind in a locality, or null. */
export async function circleRateInForce(
  city: string,
  locality: string | null | undefined,
  kind: PriceKind,
): Promise<CircleRate | null> {
  return (await circleRatesInForce(city, locality)).find((rate) => rate.kind === kind) ?? null;
}

/**
 * The admin desk's list: every rate, by city, locality and kind, newest first, each marked
 * when it is the one in force today; at most `limit`.
 */
export async function listCircleRates(
  limit = 500,
): Promise<{ rates: Array<CircleRate & { inForce: boolean }>; total: number }> {
  const db = getDb();
  const [rates, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(circleRates)
      .orderBy(
        asc(circleRates.city),
        asc(circleRates.localitySlug),
        asc(circleRates.kind),
        desc(circleRates.appliesFrom),
      )
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(circleRates),
  ]);
  const inForce = ratesInForce(rates as CircleRate[], indiaToday());
  return {
    rates: (rates as CircleRate[]).map((rate) => ({ ...rate, inForce: inForce.has(rate.id) })),
    total: counted?.total ?? 0,
  };
}

function valuesOf(rate: CircleRateInput, adminId: string) {
  return {
    city: rate.city as City,
    locality: rate.locality,
    localitySlug: slugify(rate.locality),
    kind: rate.kind,
    ratePerSqm: rate.ratePerSqm,
    appliesFrom: rate.appliesFrom,
    ...changedBy(adminId),
  };
}

const onSameKey = replacing(
  circleRates,
  [circleRates.city, circleRates.localitySlug, circleRates.kind, circleRates.appliesFrom],
  ["locality", "ratePerSqm", "updatedBy", "updatedAt"],
);

/**
 * Adds a rate, or changes the rate of the same place, kind and date; with `id`, changes that
 * row (its old place, kind or date go, so an edit never leaves two rows for one key).
 * False when the row to change is gone. A rate shows on place pages and on every sale
 * listing of its locality: rare enough to forget every cached public page.
 */
export async function saveCircleRate(rate: CircleRateInput, adminId: string, id?: string): Promise<boolean> {
  return inChangingTransaction(async (tx, changed) => {
    if (id) {
      const removed = await tx.delete(circleRates).where(eq(circleRates.id, id)).returning({ id: circleRates.id });
      if (!removed.length) return false;
    }
    await tx
      .insert(circleRates)
      .values({ ...(id ? { id } : {}), ...valuesOf(rate, adminId) })
      .onConflictDoUpdate(onSameKey);
    changed(EVERY_PAGE);
    return true;
  });
}

export async function removeCircleRate(id: string): Promise<boolean> {
  return removeImported(circleRates, id);
}

/**
 * Imports a checked list (circle-rate-csv.ts) in one transaction: new rates are added, a rate
 * already there for the same place, kind and date is replaced, so importing a file twice
 * changes nothing. How many were added and how many replaced.
 */
export async function importCircleRates(
  rates: readonly CircleRateInput[],
  adminId: string,
): Promise<{ added: number; changed: number }> {
  return importReplacing(
    circleRates,
    rates.map((rate) => valuesOf(rate, adminId)),
    onSameKey,
  );
}
