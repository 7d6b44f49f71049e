import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { check } from "#app/modules/platform/form-schema";
import { formValues } from "#app/modules/platform/forms";
import { answerIntent, dispatchIntent, registerIntents } from "#app/modules/platform/intents.server";
import { PRICE_KINDS } from "#app/modules/properties/price-kind";
import { formatPrice } from "#app/modules/text/format";
import { parseCircleRateCsv } from "./circle-rate-csv";
import { CIRCLE_RATE_MESSAGES, COST_RULE_BOUNDS, CSV_LIMITS } from "./circle-rate-rules";
import { CircleRateSchema, CostRulesSchema } from "./circle-rate-schema";
import { importCircleRates, listCircleRates, removeCircleRate, saveCircleRate } from "./circle-rates.server";
import type { CircleRatesAnswer } from "./circle-rates-view";
import { costRules, saveCostRules } from "./cost-settings.server";
import { KIND_LABELS } from "./kind-labels";
import { COST_RULE_DEFAULTS, type CostRules } from "./rules";
import { circleRateWords } from "./true-cost.server";

const RULE_LABELS: Record<keyof CostRules, string> = {
  stampDutyPercent: msg("Stamp duty (%)"),
  womanConcessionPercent: msg("A woman buyer pays less by (points of %)"),
  womanConcessionUpTo: msg("...on the first (₹)"),
  jointWomanSharePercent: msg("A woman's share of a joint purchase (%)"),
  registrationPercent: msg("Registration fee (%)"),
  depositMonths: msg("A rental's deposit when none is given (months)"),
};

const IMPORTED = msg("Imported {added} new rates and changed {changed}.");

/**
 * /admin/circle-rates for an Admin the route has checked: every rate (the one in force
 * today marked, by the calculator's own rule), the rate being edited, and the cost rules
 * with their bounds and defaults, sent as data so the page's code carries none of them.
 */
export async function circleRatesPage(request: Request) {
  const locale = localeOf(request);
  const { t } = serverTranslator(locale);
  const editId = new URL(request.url).searchParams.get("edit");
  const [{ rates, total }, rules] = await Promise.all([listCircleRates(), costRules()]);
  return {
    rules,
    ruleFields: (Object.keys(COST_RULE_DEFAULTS) as Array<keyof CostRules>).map((key) => ({
      key,
      label: t(RULE_LABELS[key]),
      ...COST_RULE_BOUNDS[key],
      // Rupees as rupees ("₹10,00,000"), percentages and months as numbers.
      fallback:
        key === "womanConcessionUpTo"
          ? formatPrice(COST_RULE_DEFAULTS[key], { locale })
          : String(COST_RULE_DEFAULTS[key]),
      value: rules[key],
    })),
    kinds: PRICE_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) })),
    total,
    editing: rates.find((rate) => rate.id === editId) ?? null,
    rates: rates.map((rate) => ({ ...rate, ...circleRateWords(rate, locale) })),
  };
}

/** The page's forms, for an Admin the route has checked: a bad form or file changes nothing. */
export function answerCircleRatesForm(form: FormData, adminId: string) {
  const answer = answerIntent<CircleRatesAnswer>;
  return dispatchIntent(
    form,
    {
      save: async () => {
        const checked = check(CircleRateSchema, formValues(form));
        if (!checked.ok) return answer("save", checked.message, 400, { field: checked.field });
        const id = String(form.get("id") ?? "");
        if (!(await saveCircleRate(checked.data, adminId, id || undefined)))
          return answer("save", CIRCLE_RATE_MESSAGES.notFound, 404);
        return answer("save", CIRCLE_RATE_MESSAGES.saved);
      },
      settings: async () => {
        const checked = check(CostRulesSchema, formValues(form));
        if (!checked.ok) return answer("settings", checked.message, 400, { field: checked.field });
        await saveCostRules(checked.data, adminId);
        return answer("settings", CIRCLE_RATE_MESSAGES.settingsSaved);
      },
      ...registerIntents(
        form,
        {
          messages: { ...CIRCLE_RATE_MESSAGES, imported: IMPORTED },
          csvLimits: CSV_LIMITS,
          remove: removeCircleRate,
          parseCsv: parseCircleRateCsv,
          saveRows: (rows) => importCircleRates(rows, adminId),
        },
        answer,
      ),
    },
    () => answer("", msg("Please check the form."), 400),
  );
}
