import { accountWritesIn } from "#app/modules/accounts/account-store.server";
import { type ErasureRefusal, eraseAccount, lockForErasure } from "#app/modules/accounts/my-data.server";
import { inChangingTransaction } from "#app/modules/db/public-cache.server";
import { deleteImageFiles, eraseImagesOf } from "#app/modules/media/images.server";
import { eraseListingsOf } from "#app/modules/properties/listing-store.server";

export type DeleteOutcome = "deleted" | ErasureRefusal;

/**
 * Erases an account and everything it posted (the DPDP Act's right to erasure), each feature's
 * owner taking its part in one transaction: its properties with their photos (and the
 * enquiries, reveals and shortlists about them), uploads not yet attached, the enquiries it
 * sent, its reveals and shortlist, the messages it wrote (its conversations stay with the other
 * side, who sees "Deleted account"; decision 053), the people it blocked, sessions, password,
 * links and the rate-limit counters keyed by it (foreign keys take what hangs on the account).
 * Enquiries sent while signed out are not linked to any account and stay with the owners who
 * received them. The photos' files go after the commit. What it cannot take: photos of the
 * company's new projects (an Admin's uploads, kept as company content, no longer linked to
 * the account) and messages sent through the contact form, which the company keeps to answer.
 */
export async function deleteAccount(userId: string): Promise<DeleteOutcome> {
  const erased = await inChangingTransaction(async (tx, changed) => {
    const target = await lockForErasure(tx, userId);
    if (typeof target === "string") return target;
    const photos = [...(await eraseListingsOf(tx, changed, userId)), ...(await eraseImagesOf(tx, userId))];
    await eraseAccount(accountWritesIn(tx, changed), userId, target.email);
    return photos;
  });
  if (typeof erased === "string") return erased;
  await deleteImageFiles(erased);
  return "deleted";
}
