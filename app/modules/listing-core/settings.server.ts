import { getEnv } from "#app/modules/platform/env.server";
import type { ValueSettings } from "./values";

/** The settings stored values and their wording depend on, from the environment. */
export function listingSettings(): ValueSettings {
  return { bighaSqft: getEnv().BIGHA_SQFT };
}
