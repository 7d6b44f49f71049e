import { and, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { LIMITS } from "#app/config/limits";
import type { AccountChange } from "#app/modules/accounts/account-store.server";
import { getDb, type Transaction } from "#app/modules/db/db.server";
import { inChangingTransaction, type PublicChange } from "#app/modules/db/public-cache.server";
import { colonyKeys } from "#app/modules/listing-core/colony";
import { settleLocality } from "#app/modules/listing-core/localities.server";
import {
  centreOf,
  followingCentre,
  misplaced,
  offTheList,
  onItsLocality,
  placedRows,
  placementIn,
  positionOf,
  publicColumns,
  SET_FROM_PLACED,
  type Unplaced,
  unplacedColumns,
} from "#app/modules/listing-core/location.server";
import { claimPhotos, IMAGES_NOT_YOURS, ListingImagesError } from "#app/modules/listing-core/store.server";
import { deleteImageFiles, deleteImageRows, unattachedUploadsOf } from "#app/modules/media/images.server";
import { EVERY_PAGE } from "#app/modules/platform/page-cache.server";
import { isLive } from "#app/modules/properties/live.server";
import type { ListingStatus } from "#app/modules/properties/status";
import { images, localities, properties, propertyEdits } from "#db/schema";

/**
 * The listing store: the one module that inserts, updates and deletes properties, the edits
 * waiting on them and their photos. Every write happens inside `writeListings`, which knows
 * what each write changed on public pages (a listing that is or was live: its own page and
 * the lists) and records it in the write's own transaction, so the page cache, the public
 * counts and the search index of every process hear of it exactly once (public-cache.server.ts,
 * change-feed.server.ts). The rules (who may, from which status) are the callers'; what they
 * write goes through here.
 */
export interface ListingWrites {
  /** The transaction, for the rows of other tables written with the listing (its history). */
  readonly tx: Transaction;
  /** A new listing (pending or, from an import by an Admin, live); its id. */
  insert(values: PgInsertValue<typeof properties>): Promise<string>;
  /**
   * Changes a listing, locked first, when it matches `where`: its status before, or null
   * when nothing matched (then nothing changed).
   */
  update(id: string, set: PgUpdateSetSource<typeof properties>, where?: SQL): Promise<{ before: ListingStatus } | null>;
  /** Deletes the listings matching `where` with their photos (whose files go after the commit). */
  delete(where: SQL): Promise<number>;
  /** Makes `imageIds` the listing's photos, in order (replacePhotos' rules). */
  replacePhotos(propertyId: string, ownerId: string, imageIds: readonly string[]): Promise<void>;
  /** Saves the owner's edit of a live listing, waiting for an Admin. */
  saveEdit(propertyId: string, edit: { values: unknown; imageIds: string[]; createdAt: Date }): Promise<void>;
  /** Takes the waiting edit off the listing (approved or rejected): what it was, or null. */
  takeEdit(propertyId: string): Promise<{ values: unknown; imageIds: string[] } | null>;
  /** Deletes the owner's uploads among `imageIds` that no listing has claimed (a rejected edit's). */
  dropUploads(ownerId: string, imageIds: readonly string[]): Promise<void>;
}

/**
 * Places these listings where the list of localities puts them now (their locality's centre,
 * or no position; a pin stays), with the point visitors see (the store's one way to move
 * listings in bulk): how many. Their pages and the lists are forgotten when they were live.
 */
async function placeAtTheirCentres(
  tx: Transaction,
  changed: (change: PublicChange) => void,
  rows: ReadonlyArray<Unplaced & { status: string }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  await tx
    .update(properties)
    .set(SET_FROM_PLACED)
    .from(await placedRows(rows, tx))
    .where(sql`${properties.id} = placed.id`);
  const live = rows.filter((row) => row.status === "live").map((row) => `listing:${row.id}` as const);
  if (live.length) changed({ tags: [...live, "lists"] });
  return rows.length;
}

type Photo = { id: string; widths: number[] };

/**
 * Runs `work` in one transaction that writes listings: the changes it makes are recorded in
 * it and forgotten in this process once it commits; photos it removed are deleted from
 * storage after the commit.
 */
export async function writeListings<T>(work: (writes: ListingWrites) => Promise<T>): Promise<T> {
  const removed: Photo[] = [];
  const result = await inChangingTransaction((tx, changed) => work(writesIn(tx, changed, removed)));
  if (removed.length) await deleteImageFiles(removed);
  return result;
}

/**
 * An erased account's listings, in the erasure's transaction (my-data/erasure.server.ts):
 * deleted with their photos, their pages forgotten if they were live. Their photos' files, to
 * delete once the erasure has committed.
 */
export async function eraseListingsOf(
  tx: Transaction,
  changed: (change: PublicChange) => void,
  userId: string,
): Promise<Photo[]> {
  const removed: Photo[] = [];
  await writesIn(tx, changed, removed).delete(eq(properties.userId, userId));
  return removed;
}

function writesIn(tx: Transaction, changed: (change: PublicChange) => void, removed: Photo[]): ListingWrites {
  /** A listing that is or was live changes its page and the lists; any other is on no public page. */
  const touched = (id: string, ...statuses: ListingStatus[]) => {
    if (statuses.includes("live")) changed({ tags: [`listing:${id}`, "lists"] });
  };
  return {
    tx,
    async insert(values) {
      // Placed without a position of its own (an import, the demo): at its locality's
      // centre when the list knows it, else nowhere (decision 058).
      const located =
        values.locationPrecision === undefined
          ? await centreOf(values.city as string, values.locality as string | null, tx)
          : null;
      // The id is made here, so the point visitors see (keyed by it) goes in with the row.
      const id = (values.id as string | undefined) ?? crypto.randomUUID();
      const at = { ...values, ...located };
      const visible = await publicColumns(id, placementIn(at));
      const [row] = await tx
        .insert(properties)
        .values({
          ...at,
          id,
          ...visible,
          ...colonyKeys(values.colony as string | undefined, values.locality as string | null),
        })
        .returning({ id: properties.id });
      if (!row) throw new Error("The property was not saved.");
      // A new listing changes what the remembered public lists hold only once it is live.
      changed({ tags: [] });
      touched(row.id, (values.status as ListingStatus | undefined) ?? "pending");
      return row.id;
    },
    async update(id, set, where) {
      const [row] = await tx
        .select({
          status: properties.status,
          colony: properties.colony,
          locality: properties.locality,
          city: properties.city,
          ...positionOf(properties),
        })
        .from(properties)
        .where(and(eq(properties.id, id), where))
        .for("update");
      if (!row) return null;
      // A listing without a pin moves with its locality; a pin stays. A new position
      // (the owner's edit) is written as it comes.
      const positioned = "locationPrecision" in set;
      const moved =
        !positioned && ("city" in set || "locality" in set) && row.locationPrecision !== "exact"
          ? await centreOf(
              ("city" in set ? set.city : row.city) as string,
              ("locality" in set ? set.locality : row.locality) as string | null,
              tx,
            )
          : null;
      // The register's keys follow the colony and locality they are made from.
      const keys =
        "colony" in set || "locality" in set
          ? colonyKeys(
              ("colony" in set ? set.colony : row.colony) as string | null,
              ("locality" in set ? set.locality : row.locality) as string | null,
            )
          : {};
      // The point visitors see follows the point and the poster's choice.
      const placed = { ...row, ...(positioned ? set : {}), ...moved } as Parameters<typeof publicColumns>[1];
      const visible = moved || positioned ? await publicColumns(id, placed) : {};
      await tx
        .update(properties)
        .set({ ...set, ...moved, ...visible, ...keys })
        .where(eq(properties.id, id));
      const before = row.status as ListingStatus;
      touched(id, before, (set.status as ListingStatus | undefined) ?? before);
      return { before };
    },
    async delete(where) {
      const doomed = await tx
        .select({ id: properties.id, status: properties.status })
        .from(properties)
        .where(where)
        .for("update");
      if (doomed.length === 0) return 0;
      const ids = doomed.map((row) => row.id);
      removed.push(...(await deleteImageRows(tx, inArray(images.propertyId, ids))));
      await tx.delete(properties).where(inArray(properties.id, ids));
      for (const row of doomed) touched(row.id, row.status as ListingStatus);
      return doomed.length;
    },
    async replacePhotos(propertyId, ownerId, imageIds) {
      const before = await tx
        .select({ id: images.id })
        .from(images)
        .where(eq(images.propertyId, propertyId))
        .orderBy(images.position);
      removed.push(...(await replacePhotos(tx, propertyId, ownerId, imageIds)));
      // Other photos are photos nobody has checked (decision 045).
      if (before.map(({ id }) => id).join() !== imageIds.join()) {
        await tx
          .update(properties)
          .set({ photosCheckedAt: null, photosCheckedBy: null })
          .where(eq(properties.id, propertyId));
      }
    },
    async saveEdit(propertyId, edit) {
      await tx
        .insert(propertyEdits)
        .values({ propertyId, ...edit })
        .onConflictDoUpdate({ target: propertyEdits.propertyId, set: edit });
    },
    async takeEdit(propertyId) {
      const [edit] = await tx
        .delete(propertyEdits)
        .where(eq(propertyEdits.propertyId, propertyId))
        .returning({ values: propertyEdits.values, imageIds: propertyEdits.imageIds });
      return edit ?? null;
    },
    async dropUploads(ownerId, imageIds) {
      if (imageIds.length === 0) return;
      removed.push(
        ...(await deleteImageRows(tx, and(inArray(images.id, [...imageIds]), unattachedUploadsOf(ownerId)) as SQL)),
      );
    },
  };
}

/**
 * Makes `imageIds` the listing's photos, in order: the listing's own photos it keeps, the
 * owner's unattached uploads it adds; the rest of its photos are removed (their files after
 * the transaction). Anything else in the list refuses the whole change.
 */
async function replacePhotos(
  tx: Transaction,
  propertyId: string,
  ownerId: string,
  imageIds: readonly string[],
): Promise<Photo[]> {
  const ids = [...new Set(imageIds)];
  if (ids.length > LIMITS.imagesPerListing) throw new ListingImagesError(IMAGES_NOT_YOURS);
  const gone = await deleteImageRows(
    tx,
    and(eq(images.propertyId, propertyId), ids.length ? notInArray(images.id, ids) : undefined) as SQL,
  );
  if (ids.length === 0) return gone;
  await claimPhotos(
    tx,
    "propertyId",
    propertyId,
    ids,
    or(eq(images.propertyId, propertyId), unattachedUploadsOf(ownerId)) as SQL,
  );
  return gone;
}

/**
 * What an account's change does to its listings' pages, in the change's own transaction (the
 * account store tells; server/boot.ts wires it): what they show of their poster (a name, a
 * number, its "Mobile verified" mark, "Messages only", a broker's flag) changed, so those pages
 * are forgotten and the search index reads those listings again, nothing else (a save costs
 * the site at most the pages of what one person posted). A role shows on pages of every kind
 * ("Posted by"): every page is forgotten too, instead of everything rebuilt.
 */
export async function posterChanged(
  tx: Transaction,
  changed: (change: PublicChange) => void,
  { userId, role }: AccountChange,
): Promise<void> {
  const theirs = await tx.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId));
  if (theirs.length) changed({ tags: theirs.map(({ id }) => `listing:${id}` as const) });
  if (role) changed(EVERY_PAGE);
}

/** More listings than this changed by one rule: the index is rebuilt rather than told of each. */
const NAMED_LISTINGS_AT_MOST = 5_000;

/**
 * In a write's own transaction: the legality register changed for these colonies (a city, a
 * locality key and a colony's key each), so the live listings in them say something else;
 * those are named (the search index reads them again, its "LDA approved" filter) and every
 * page is forgotten. A change to more listings than NAMED_LISTINGS_AT_MOST changes "all".
 */
export async function coloniesChanged(
  tx: Transaction,
  changed: (change: PublicChange) => void,
  colonies: ReadonlyArray<{ city: string; localityKey: string; nameKey: string }>,
): Promise<void> {
  if (!colonies.length) return;
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(
      sql`unnest(${sql.param(colonies.map((colony) => colony.city))}::text[], ${sql.param(colonies.map((colony) => colony.localityKey))}::text[], ${sql.param(colonies.map((colony) => colony.nameKey))}::text[]) as colony(city, locality_key, name_key)`,
      sql`colony.city = ${properties.city} and colony.locality_key = ${properties.localityKey} and colony.name_key = ${properties.colonyKey}`,
    )
    .where(isLive)
    .limit(NAMED_LISTINGS_AT_MOST + 1);
  if (rows.length > NAMED_LISTINGS_AT_MOST) return changed("all");
  changed({ tags: rows.map(({ id }) => `listing:${id}` as const), everyPage: true });
}

/**
 * Moves the listings of a locality that have no pin of their own (in that city, whatever its
 * case) to its centre as the list has it now, or to no position, after an Admin placed or
 * corrected it: how many.
 */
export async function placeAtCentres(city: string, locality: string): Promise<number> {
  return placeInBatches(and(followingCentre(properties, city, locality), misplaced(properties)));
}

/** The listings `which` names that are not where their locality's centre puts them, placed there a batch at a time: how many. */
async function placeInBatches(which: SQL | undefined): Promise<number> {
  let placed = 0;
  for (let round = 0; round < MOST_ROUNDS; round++) {
    const count = await inChangingTransaction(async (tx, changed) => {
      const rows = await tx
        .select({ ...unplacedColumns(properties), status: properties.status })
        .from(properties)
        .leftJoin(localities, onItsLocality(properties))
        .where(which)
        .limit(BATCH);
      return placeAtTheirCentres(tx, changed, rows);
    });
    placed += count;
    if (count < BATCH) break;
  }
  return placed;
}

/** Listings moved in one transaction, and the most transactions one settling takes (a bound, never reached). */
const BATCH = 500;
const MOST_ROUNDS = 1_000;

/**
 * At every start (decision 058): each listing's locality written as the list's one name
 * ("अलीगंज" becomes Aliganj; a locality the list does not know joins it for an Admin), then
 * every listing placed where the list puts it now (its locality's centre, or no position;
 * a pin stays), its shown point worked out when missing. One scan each when nothing is to do.
 */
export async function settleListingLocations(): Promise<{ renamed: number; placed: number }> {
  let renamed = 0;
  for (let round = 0; round < MOST_ROUNDS; round++) {
    const count = await inChangingTransaction(async (tx, changed) => {
      const names = await tx
        .selectDistinct({ city: properties.city, locality: properties.locality })
        .from(properties)
        .leftJoin(localities, onItsLocality(properties))
        .where(offTheList(properties))
        .limit(BATCH);
      let rows = 0;
      for (const { city, locality } of names) {
        const { name } = await settleLocality(city, locality, null, tx);
        if (name === locality) continue;
        const written = await tx
          .update(properties)
          .set({ locality: name, localityKey: colonyKeys(undefined, name).localityKey })
          .where(and(eq(properties.city, city), eq(properties.locality, locality)))
          .returning({ id: properties.id, status: properties.status });
        const live = written.filter((row) => row.status === "live").map((row) => `listing:${row.id}` as const);
        if (live.length) changed({ tags: [...live, "lists"] });
        rows += written.length;
      }
      renamed += rows;
      return names.length;
    });
    if (count < BATCH) break;
  }
  const placed = await placeInBatches(misplaced(properties));
  return { renamed, placed };
}

/** The marks a listing carries that no public page shows: set outside any listing change. */
export type ListingMarks = Pick<
  PgUpdateSetSource<typeof properties>,
  "reviewFlags" | "reminderSentAt" | "reportedGoneAt"
>;

/** Sets private marks on a listing when it matches `where`; whether it did. */
export async function markListing(id: string, marks: ListingMarks, where?: SQL): Promise<boolean> {
  const marked = await getDb()
    .update(properties)
    .set(marks)
    .where(and(eq(properties.id, id), where))
    .returning({ id: properties.id });
  return marked.length > 0;
}

/** Sets the review flags of the edit waiting on a listing. */
export async function markEdit(propertyId: string, marks: { reviewFlags: unknown }): Promise<void> {
  await getDb().update(propertyEdits).set(marks).where(eq(propertyEdits.propertyId, propertyId));
}
