import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getSite } from "#app/config/site.server";
import { getDb } from "#app/modules/db/db.server";
import { unattachedUploadsOf } from "#app/modules/listing-core/store.server";
import { imageSrcSet, imageUrl } from "#app/modules/media/image-urls";
import { deleteImageFiles } from "#app/modules/media/images.server";
import { now } from "#app/modules/platform/clock.server";
import { conversationsForDownload } from "#app/modules/properties/contact/conversations.server";
import { writeListings } from "#app/modules/properties/listing-store.server";
import {
  contactMessages,
  contactReveals,
  enquiries,
  images,
  properties,
  propertyEvents,
  rateLimits,
  savedSearches,
  session,
  shortlist,
  user,
  verification,
} from "#db/schema";
import { agentReraOf } from "./agent-rera.server";

/**
 * Everything the site keeps about one account, as the person may download it (India's
 * DPDP Act 2023: the right to access). Passwords (hashed) and session tokens stay out.
 */
export async function accountData(userId: string) {
  const db = getDb();
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      mobileNumber: user.mobileNumber,
      mobileVerifiedAt: user.mobileVerifiedAt,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;
  const [sessions, listings, photos, messages, sent, received, revealed, kept, searches, events] = await Promise.all([
    db
      .select({
        signedInAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db.select().from(properties).where(eq(properties.userId, userId)).orderBy(asc(properties.createdAt)),
    db
      .select({
        propertyId: images.propertyId,
        id: images.id,
        widths: images.widths,
        width: images.width,
        height: images.height,
      })
      .from(images)
      .innerJoin(properties, eq(images.propertyId, properties.id))
      .where(eq(properties.userId, userId))
      .orderBy(asc(images.position)),
    // Messages sent to the company from this address: the company keeps them (see deleteAccount).
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        mobileNumber: contactMessages.mobileNumber,
        message: contactMessages.message,
        sentAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, account.email.toLowerCase()))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
        propertyId: enquiries.propertyId,
        name: enquiries.name,
        email: enquiries.email,
        mobileNumber: enquiries.mobileNumber,
        message: enquiries.message,
        sentAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(eq(enquiries.senderId, userId))
      .orderBy(asc(enquiries.createdAt)),
    db
      .select({
        propertyId: enquiries.propertyId,
        name: enquiries.name,
        email: enquiries.email,
        mobileNumber: enquiries.mobileNumber,
        message: enquiries.message,
        receivedAt: enquiries.createdAt,
        readAt: enquiries.readAt,
      })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(eq(properties.userId, userId))
      .orderBy(asc(enquiries.createdAt)),
    db
      .select({ propertyId: contactReveals.propertyId, at: contactReveals.createdAt })
      .from(contactReveals)
      .where(eq(contactReveals.userId, userId))
      .orderBy(asc(contactReveals.createdAt)),
    db
      .select({ propertyId: shortlist.propertyId, addedAt: shortlist.createdAt })
      .from(shortlist)
      .where(eq(shortlist.userId, userId))
      .orderBy(asc(shortlist.createdAt)),
    db
      .select({
        name: savedSearches.name,
        query: savedSearches.query,
        paused: savedSearches.paused,
        lastAlertAt: savedSearches.lastSentAt,
        savedAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt)),
    // Each listing's history: what happened, when, from which state to which, and why.
    db
      .select({
        propertyId: propertyEvents.propertyId,
        what: propertyEvents.kind,
        from: propertyEvents.fromStatus,
        to: propertyEvents.toStatus,
        reason: propertyEvents.reason,
        note: propertyEvents.note,
        at: propertyEvents.createdAt,
      })
      .from(propertyEvents)
      .innerJoin(properties, eq(properties.id, propertyEvents.propertyId))
      .where(eq(properties.userId, userId))
      .orderBy(asc(propertyEvents.createdAt)),
  ]);
  const origin = getSite().publicUrl;
  return {
    exportedAt: now().toISOString(),
    site: origin,
    account,
    agentRera: await agentReraOf(userId),
    sessions,
    listings: listings.map(
      ({ search: _search, formToken: _formToken, reviewFlags: _flags, reraCheckedBy: _checkedBy, ...listing }) => ({
        // `address` stays the listing's own address (the street); its page is `url`.
        ...listing,
        url: `${origin}/listing-detail?id=${listing.id}`,
        history: events
          .filter((event) => event.propertyId === listing.id)
          .map(({ propertyId: _id, ...event }) => event),
        photos: photos
          .filter((photo) => photo.propertyId === listing.id)
          .map((photo) => ({
            width: photo.width,
            height: photo.height,
            url: `${origin}${imageUrl(photo, 1600)}`,
            sizes: imageSrcSet(photo)
              .split(", ")
              .map((entry) => `${origin}${entry}`),
          })),
      }),
    ),
    contactMessages: messages,
    enquiriesSent: sent,
    enquiriesReceived: received,
    contactDetailsSeen: revealed,
    ...(await conversationsForDownload(userId)),
    shortlist: kept,
    savedSearches: searches,
  };
}

export type DeleteOutcome = "deleted" | "last-admin" | "not-found";

/**
 * Erases an account and everything it posted (the DPDP Act's right to erasure): its
 * properties and their photos (with the enquiries and reveals about them), uploads not yet
 * attached, the enquiries it sent, its reveals and shortlist, the messages it wrote (its
 * conversations stay with the other side, who sees "Deleted account"; decision 053), the
 * people it blocked, sessions, password, reset links and the rate-limit counters keyed by its address. Enquiries sent while signed out
 * are not linked to any account and stay with the owners who received them. One transaction for the rows, then
 * the files. What it cannot take: photos of the company's new projects (an Admin's uploads,
 * kept as company content, no longer linked to the account) and messages sent through the
 * contact form, which the company keeps to answer them.
 */
export async function deleteAccount(userId: string): Promise<DeleteOutcome> {
  let photos: Array<{ id: string; widths: number[] }> = [];
  const outcome = await writeListings(async (writes) => {
    const { tx } = writes;
    const [target] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!target) return "not-found" as const;
    if (target.role === "Admin") {
      // Locks every Admin, so two last-but-one Admins deleting themselves at once cannot both go.
      const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, "Admin")).for("update");
      if (admins.length <= 1) return "last-admin" as const;
    }
    // Their listings with their photos (files after the commit), then their uploads no listing holds.
    await writes.delete(eq(properties.userId, userId));
    photos = await tx
      .delete(images)
      .where(unattachedUploadsOf(userId))
      .returning({ id: images.id, widths: images.widths });
    await tx
      .update(images)
      .set({ userId: null })
      .where(and(eq(images.userId, userId), isNotNull(images.projectId)));
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(rateLimits).where(inArray(rateLimits.key, [userId, target.email.toLowerCase()]));
    // Sessions and the password go with the user (foreign keys with on delete cascade).
    await tx.delete(user).where(eq(user.id, userId));
    writes.accountChanged(userId);
    return "deleted" as const;
  });
  if (outcome !== "deleted") return outcome;
  await deleteImageFiles(photos);
  return "deleted";
}
