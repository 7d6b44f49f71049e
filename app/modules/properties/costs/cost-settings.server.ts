import { inArray } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { inChangingTransaction, rememberPublic } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { EVERY_PAGE } from "#app/modules/platform/page-cache.server";
import { costSettings } from "#db/schema";
import { COST_RULE_BOUNDS } from "./circle-rate-rules";
import { COST_RULE_DEFAULTS, type CostRules } from "./rules";

const KEYS = Object.keys(COST_RULE_DEFAULTS) as Array<keyof CostRules>;

/**
 * The cost rules in use: what an Admin set, the defaults of rules.ts for the rest. A stored
 * value outside today's bounds (the bounds were tightened since) falls back to the default.
 * Remembered like other public data (rememberPublic): saving them forgets it in every process.
 */
export async function costRules(): Promise<CostRules> {
  return rememberPublic("cost-rules", async () => {
    const rows = await getDb()
      .select({ key: costSettings.key, value: costSettings.value })
      .from(costSettings)
      .where(inArray(costSettings.key, KEYS));
    const rules: CostRules = { ...COST_RULE_DEFAULTS };
    for (const { key, value } of rows) {
      const name = key as keyof CostRules;
      const { min, max } = COST_RULE_BOUNDS[name];
      if (Number.isFinite(value) && value >= min && value <= max) rules[name] = value;
    }
    return rules;
  });
}

/** Saves every rule (checked by CostRulesSchema); every sale and rental page shows them. */
export async function saveCostRules(rules: CostRules, adminId: string): Promise<void> {
  const at = now();
  await inChangingTransaction(async (tx, changed) => {
    for (const key of KEYS) {
      await tx
        .insert(costSettings)
        .values({ key, value: rules[key], updatedBy: adminId, updatedAt: at })
        .onConflictDoUpdate({
          target: costSettings.key,
          set: { value: rules[key], updatedBy: adminId, updatedAt: at },
        });
    }
    changed(EVERY_PAGE);
  });
}
