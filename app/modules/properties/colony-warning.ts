import { msg } from "#app/modules/i18n/translate";

/**
 * Before "Owner verified" on a property in a colony the LDA listed as illegal (issue 57): the
 * warning beside the button, the box to tick, and the answer when it was not ticked. Apart
 * from the badges' words, so only the Admin's panel carries them.
 */
export const COLONY_LISTED = {
  warning: msg(
    "The LDA listed this colony as illegal or unplanned. Owner verified says the poster owns the property, not that the colony is legal; the LDA's warning stays on the page above the badge.",
  ),
  read: msg("I have read the LDA's warning about this colony"),
  unread: msg(
    "This property is in a colony the LDA listed as illegal or unplanned. Tick that you have read the LDA's warning, then mark it Owner verified.",
  ),
} as const;
