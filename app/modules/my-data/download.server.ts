import { getSite } from "#app/config/site.server";
import { accountForDownload } from "#app/modules/accounts/my-data.server";
import { contactMessagesForDownload } from "#app/modules/contact-us/contact-us.server";
import { imageSrcSet, imageUrl } from "#app/modules/media/image-urls";
import { now } from "#app/modules/platform/clock.server";
import { enquiriesForDownload } from "#app/modules/properties/contact-owner/enquiries.server";
import { revealsForDownload } from "#app/modules/properties/contact-owner/reveals.server";
import { apiKeysForDownload } from "#app/modules/properties/import/api-keys.server";
import { webhooksForDownload } from "#app/modules/properties/import/webhooks.server";
import { historyOf } from "#app/modules/properties/lifecycle/lifecycle.server";
import { conversationsForDownload } from "#app/modules/properties/messages/conversations.server";
import { listingsForDownload } from "#app/modules/properties/properties.server";
import { savedSearchesForDownload } from "#app/modules/properties/saved-searches/saved-searches.server";
import { shortlistForDownload } from "#app/modules/properties/shortlist/shortlist.server";

/**
 * "Download my data" (India's DPDP Act 2023: the right to access): everything the site keeps
 * about one account, as a file the person may keep. Each feature's owner gives its part (its
 * `…ForDownload`); this puts them in one file, with addresses where the site shows them.
 * Passwords (hashed) and session tokens stay out.
 */
export async function accountData(userId: string) {
  const mine = await accountForDownload(userId);
  if (!mine) return null;
  const [posted, contactMessages, enquiries, revealed, conversations, kept, searches, keys, hooks] = await Promise.all([
    listingsForDownload(userId),
    contactMessagesForDownload(mine.account.email),
    enquiriesForDownload(userId),
    revealsForDownload(userId),
    conversationsForDownload(userId),
    shortlistForDownload(userId),
    savedSearchesForDownload(userId),
    apiKeysForDownload(userId),
    webhooksForDownload(userId),
  ]);
  const histories = await historyOf(
    posted.listings.map((listing) => listing.id),
    userId,
  );
  const origin = getSite().publicUrl;
  return {
    exportedAt: now().toISOString(),
    site: origin,
    account: mine.account,
    agentRera: mine.agentRera,
    sessions: mine.sessions,
    listings: posted.listings.map((listing) => ({
      // `address` stays the listing's own address (the street); its page is `url`.
      ...listing,
      url: `${origin}/listing-detail?id=${listing.id}`,
      // What happened, when, from which state to which, and why (never who at the company).
      history: (histories.get(listing.id) ?? []).map(({ kind, fromStatus, toStatus, reason, note, at }) => ({
        what: kind,
        from: fromStatus,
        to: toStatus,
        reason,
        note,
        at,
      })),
      photos: posted.photos
        .filter((photo) => photo.propertyId === listing.id)
        .map((photo) => ({
          width: photo.width,
          height: photo.height,
          url: `${origin}${imageUrl(photo, 1600)}`,
          sizes: imageSrcSet(photo)
            .split(", ")
            .map((entry) => `${origin}${entry}`),
        })),
    })),
    contactMessages,
    ...enquiries,
    contactDetailsSeen: revealed,
    ...conversations,
    shortlist: kept,
    savedSearches: searches,
    apiKeys: keys,
    ...hooks,
  };
}
