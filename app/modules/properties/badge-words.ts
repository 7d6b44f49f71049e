import { msg } from "#app/modules/i18n/translate";

/**
 * The words of the badges an Admin's check earns a listing (decision 045). Apart from
 * words.ts, whose posting words every wizard page loads: these ship only with the pages that
 * show badges.
 */

/**
 * The badges a listing earns from an Admin's check (decision 045), each with what it means,
 * and the desk's answers. None can be chosen in a form.
 */
export const TRUST_BADGES = {
  ownerVerified: msg("Owner verified"),
  ownerVerifiedMeans: msg(
    "Our team saw a document proving that the poster owns this property. We do not keep the document; we record who checked and when.",
  ),
  photosChecked: msg("Photos checked"),
  photosCheckedMeans: msg(
    "Our team compared these photos with the listing's details. New photos lose the mark until they are checked again.",
  ),
  checkedOn: msg("Checked on {date}"),
  markOwner: msg("I saw proof of ownership (not kept): mark Owner verified"),
  markPhotos: msg("The photos match the listing: mark Photos checked"),
  ownerMarked: msg("Marked Owner verified."),
  photosMarked: msg("Marked Photos checked."),
  alreadyMarked: msg("This listing is already marked, or is gone."),
  noPhotosToCheck: msg("This listing has no photos to check, is already marked, or is gone."),
} as const;
