import { msg } from "#app/modules/i18n/translate";

/**
 * The way to verify one's mobile number from a page that waits for it (a listing's contact
 * details, an enquiry, the wizard, a visit): the settings' mobile section, which offers the
 * way back to that page once the number is verified (decision 059).
 */
export function verifyMobileHref(returnTo: string): string {
  return `/profile/settings?${new URLSearchParams({ returnTo })}#mobile`;
}

/** The words of the way back, by the page it leads to. */
export function returnLabel(path: string): string {
  if (/^\/listing-detail\b/i.test(path)) return msg("Back to the property");
  if (/^\/postproperty\b/i.test(path)) return msg("Back to posting your property");
  if (/^\/messages\/book\b/i.test(path)) return msg("Back to booking the visit");
  return msg("Back to where you were");
}
