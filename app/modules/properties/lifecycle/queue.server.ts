import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { FIELDS } from "#app/modules/listing-core/fields";
import { cardColumns, toCardRow } from "#app/modules/listing-core/store.server";
import { firstImage, firstImageColumns } from "#app/modules/media/first-image.server";
import { type Page, pageCount } from "#app/modules/platform/pagination";
import { PROPERTY, propertyCounts } from "#app/modules/properties/properties.server";
import type { ListingFlag, QueueItem } from "#app/modules/properties/types";
import { COUNTS, plural } from "#app/modules/text/plural";
import { images, properties, propertyEdits, user } from "#db/schema";
import { type EditReview, editReview } from "./edits.server";

/**
 * Everything the approval queue page shows for one page: the counts of each state, the
 * waiting listings and edits (oldest first, with their warnings) and, for each edit, its
 * changes field by field. The page's loader and the benchmark both read it from here.
 */
export async function approvalQueuePage(page: number, posterId?: string) {
  const [counts, queue] = await Promise.all([propertyCounts(), approvalQueue(page, LIMITS.adminPageSize, posterId)]);
  const reviews = await Promise.all(
    queue.items.map((item) => (item.kind === "edit" ? editReview(item.id) : Promise.resolve(null))),
  );
  const edits: Record<string, EditReview> = {};
  queue.items.forEach((item, index) => {
    const review = reviews[index];
    if (review) edits[item.id] = review;
  });
  return { counts, queue, edits };
}

/**
 * The approval queue: pending listings and edits of live listings waiting for review,
 * together, oldest first (the Admin's own order of work), or one poster's alone (a batch of
 * theirs, checked and approved together). Each side reads at most one page's worth past the
 * offset from its index; the two are merged.
 */
export async function approvalQueue(
  page: number,
  pageSize: number = LIMITS.adminPageSize,
  posterId?: string,
): Promise<Page<QueueItem>> {
  const db = getDb();
  const byPoster = posterId ? eq(properties.userId, posterId) : undefined;
  const pending = and(eq(properties.status, "pending"), byPoster);
  const reach = page * pageSize;
  const image = firstImage(images.propertyId, properties.id);
  const columns = {
    ...cardColumns(PROPERTY),
    image: firstImageColumns(image),
    ownerId: properties.userId,
    ownerName: user.name,
    ownerEmail: user.email,
    posterEmailConfirmed: user.emailVerified,
    // What the Admin checks before approving (issue 57, B8); the LDA's standing and the
    // badges come with the card's columns.
    colony: properties.colony,
    ldaApprovalNumber: properties.ldaApprovalNumber,
    reraNumber: properties.reraNumber,
    reraChecked: sql<boolean>`${properties.reraCheckedAt} is not null`,
    ownerRole: user.role,
    posterFlaggedAsBroker: sql<boolean>`${user.brokerFlaggedAt} is not null`,
    // How many photos it has, at a glance (one probe of images_property_idx).
    photoCount: sql<number>`(select count(*) from ${images} where ${images.propertyId} = ${properties.id})`.mapWith(
      Number,
    ),
  };
  const [fresh, edits, pendingCount, editCount] = await Promise.all([
    db
      .select({ ...columns, since: properties.statusChangedAt, flags: properties.reviewFlags })
      .from(properties)
      .leftJoin(user, eq(user.id, properties.userId))
      .leftJoinLateral(image, sql`true`)
      .where(pending)
      .orderBy(asc(properties.statusChangedAt), asc(properties.id))
      .limit(reach),
    db
      .select({ ...columns, since: propertyEdits.createdAt, flags: propertyEdits.reviewFlags })
      .from(propertyEdits)
      .innerJoin(properties, eq(properties.id, propertyEdits.propertyId))
      .leftJoin(user, eq(user.id, properties.userId))
      .leftJoinLateral(image, sql`true`)
      .where(byPoster)
      .orderBy(asc(propertyEdits.createdAt))
      .limit(reach),
    db.$count(properties, pending),
    db.$count(
      propertyEdits,
      byPoster && inArray(propertyEdits.propertyId, db.select({ id: properties.id }).from(properties).where(byPoster)),
    ),
  ]);
  const items = [
    ...fresh.map((row) => ({ row, kind: "new" as const })),
    ...edits.map((row) => ({ row, kind: "edit" as const })),
  ]
    .sort((a, b) => a.row.since.getTime() - b.row.since.getTime())
    .slice((page - 1) * pageSize, reach)
    .map(({ row, kind }): QueueItem => {
      const {
        ownerName,
        ownerEmail,
        posterEmailConfirmed,
        ownerId,
        image: photo,
        since,
        flags,
        photoCount,
        colony,
        ldaApprovalNumber,
        reraNumber,
        reraChecked,
        ownerRole,
        posterFlaggedAsBroker,
        ...card
      } = row;
      return {
        ...toCardRow(card, photo),
        isApproved: card.status === "live",
        kind,
        waitingSince: since.toISOString(),
        ownerId,
        flags: Array.isArray(flags) ? (flags as ListingFlag[]) : [],
        photos: plural(photoCount, COUNTS.photos),
        photoCount,
        ownerName,
        ownerEmail,
        posterEmailConfirmed: posterEmailConfirmed ?? false,
        colony: colony ?? "",
        colonyAsked: (FIELDS.colony.when.propertyType as readonly string[]).includes(card.propertyType),
        ldaApprovalNumber: ldaApprovalNumber ?? "",
        reraNumber: reraNumber ?? "",
        reraChecked: Boolean(reraChecked),
        ownerRole,
        posterFlaggedAsBroker: Boolean(posterFlaggedAsBroker),
      };
    });
  const total = pendingCount + editCount;
  return { items, total, page, pages: pageCount(total, pageSize) };
}

export type { QueueItem };
