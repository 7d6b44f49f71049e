import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/modules/accounts/session.server";
import { getDb } from "#app/modules/db/db.server";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { type Page, parsePage } from "#app/modules/platform/pagination";
import { user as userTable } from "#db/schema";
import { unreadEnquiryCount } from "../contact-owner/enquiries.server";
import { ownerNotes } from "../lifecycle/lifecycle.server";
import { ownProperties, pendingProperties } from "../properties.server";
import type { ListingStatus } from "../status";
import type { PropertySummary } from "../types";

/** The states an owner's listings are shown in on /profile, one section each, in this order. */
export const PROFILE_SECTIONS = ["live", "pending", "rejected", "expired", "closed"] as const satisfies ListingStatus[];
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/**
 * /profile for a signed-in person the route has checked: their account, and for an Admin
 * the moderation queue (every listing not yet approved), for anyone else their own
 * listings by state (each section paged by `<state>Page`) with the notes on them; and the
 * enquiries not yet read.
 */
async function roleNoteOf(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ note: userTable.roleNote }).from(userTable).where(eq(userTable.id, userId));
  return row?.note ?? null;
}

export async function profilePage(request: Request, user: SessionUser) {
  const params = new URL(request.url).searchParams;
  const account = {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    mobileNumber: user.mobileNumber,
    mobileVerified: user.mobileVerified,
    role: user.role,
    memberSince: user.createdAt.toISOString(),
    /** Why an Admin changed the role (an Owner made an Agent: trust/broker-signs), when one did. */
    roleNote: await roleNoteOf(user.id),
  };
  if (user.role === "Admin") {
    const [queue, unread] = await Promise.all([
      pendingProperties(parsePage(params.get("page"))),
      unreadEnquiryCount(user.id),
    ]);
    return {
      user: account,
      moderation: { ...queue, items: cardsForPage(queue.items, request) },
      own: null,
      notes: {},
      unread,
    };
  }
  const pages = await Promise.all(
    PROFILE_SECTIONS.map((status) => ownProperties(user.id, status, parsePage(params.get(`${status}Page`)))),
  );
  const own = Object.fromEntries(
    PROFILE_SECTIONS.map((status, index) => {
      const page = pages[index] as Page<PropertySummary>;
      // A listing waiting for approval carries the queue's mark while the e-mail address is
      // unconfirmed (what the Admin sees beside it); the others carry no e-mail status at all.
      const items = cardsForPage(page.items, request).map((item) =>
        status === "pending" ? { ...item, posterEmailConfirmed: user.emailVerified } : item,
      );
      return [status, { ...page, items }];
    }),
  ) as Record<ProfileSection, Page<PropertySummary>>;
  const ids = pages.flatMap((page) => page.items.map((item) => item.id));
  const [notes, unread] = await Promise.all([ownerNotes(ids, user.id), unreadEnquiryCount(user.id)]);
  return { user: account, moderation: null, own, notes, unread };
}
