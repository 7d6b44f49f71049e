import { msg } from "#app/modules/i18n/translate";
import type { PriceKind } from "#app/modules/properties/price-kind";

/** A kind of home as a list of circle rates names it (translated where shown). */
export const KIND_LABELS: Readonly<Record<PriceKind, string>> = {
  flat: msg("Flat"),
  house: msg("House"),
  plot: msg("Plot"),
};
