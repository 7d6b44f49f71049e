import { useEffect, useRef, useState } from "react";
import { useHref } from "react-router";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import {
  CALCULATOR_BOUNDS,
  LOAN_DEFAULTS,
  readCalculator,
  type TrueCostProps,
} from "#app/modules/properties/costs/calculator";
import { BUYERS, LOAN_SHARE, rentCosts, saleCosts } from "#app/modules/properties/costs/rules";
import { formatPrice } from "#app/modules/text/amount";

type Values = Record<string, string>;

const BUYER_LABELS = {
  man: msg("A man"),
  woman: msg("A woman"),
  joint: msg("A woman and a man together"),
};

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";

/** The values of the form's fields, as the calculator reads them. */
function valuesOf(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * "What it really costs" on a sale or rental listing. Drawn by the server with the figures for
 * what the address asked (the form is a GET form to the same page, so it works without
 * JavaScript); once its code has come (when someone reaches for it, listing-detail.tsx) the
 * figures follow the fields as they are typed, worked out by the same modules the server uses
 * (costs/calculator.ts reads the fields, costs/rules.ts does the sums).
 */
export function TrueCost(props: TrueCostProps) {
  const { mode, id, asking, rate, rules, asked } = props;
  const { t, locale } = useI18n();
  const action = useHref("/listing-detail");
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(asked);
  // What was typed before this code came is put back in the fields (hydrate-on-interaction): read it.
  useEffect(() => {
    if (formRef.current) setValues(valuesOf(formRef.current));
  }, []);
  const { inputs, errors } = readCalculator((name) => values[name], {
    price: asking,
    depositMonths: rules.depositMonths,
  });
  const errorOf = (field: string) => errors.find((error) => error.field === field);
  const rupees = (value: number) => formatPrice(value, { locale });

  const field = (name: string, label: string, hint?: string, step = "1") => {
    const error = errorOf(name);
    const bounds = CALCULATOR_BOUNDS[name as keyof typeof CALCULATOR_BOUNDS];
    return (
      <div>
        <label htmlFor={`cost-${name}`} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id={`cost-${name}`}
          name={name}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={step}
          defaultValue={asked[name] ?? defaultOf(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `cost-${name}-note` : undefined}
          className={input}
        />
        {error || hint ? (
          <p id={`cost-${name}-note`} className={`mt-1 text-xs ${error ? "text-red-700" : "text-slate-600"}`}>
            {error ? t(error.message) : hint}
          </p>
        ) : null}
      </div>
    );
  };

  function defaultOf(name: string): string {
    if (name === "price") return String(asking);
    if (name === "loanRate") return String(LOAN_DEFAULTS.rate);
    if (name === "loanYears") return String(LOAN_DEFAULTS.years);
    if (name === "depositMonths") return String(rules.depositMonths);
    return "";
  }

  const sale =
    mode === "sale"
      ? saleCosts(inputs.sale, { areaSqft: props.areaSqft, ratePerSqm: rate?.ratePerSqm ?? null }, rules)
      : null;
  const rent = mode === "rent" ? rentCosts(inputs.sale.price, inputs.depositMonths, inputs.maintenance) : null;

  return (
    <section id="cost" aria-labelledby="cost-title" className="scroll-mt-24 rounded-2xl border border-slate-200 p-5">
      <h2 id="cost-title" className="text-xl font-bold text-ink">
        {t("What it really costs")}
      </h2>
      {props.intro ? <p className="mt-1 text-sm text-slate-600">{props.intro}</p> : null}
      <p className="mt-3 text-sm" data-testid="cost-rate">
        {props.lead}
      </p>

      <form
        ref={formRef}
        method="get"
        action={`${action}#cost`}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onChange={(event) => setValues(valuesOf(event.currentTarget))}
        // The figures follow the fields already: nothing to send.
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="id" value={id} />
        {mode === "sale" ? (
          <>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-slate-800">{t("Who is buying")}</legend>
              <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                {BUYERS.map((buyer) => (
                  <label key={buyer} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="buyer" value={buyer} defaultChecked={inputs.sale.buyer === buyer} />
                    {t(BUYER_LABELS[buyer])}
                  </label>
                ))}
              </div>
            </fieldset>
            {field("price", t("Agreed price (₹)"))}
            {field("loan", t("Home loan (₹)"), t("Empty: {share} % of the price", { share: LOAN_SHARE * 100 }))}
            {field("loanRate", t("Interest (% a year)"), undefined, "0.01")}
            {field("loanYears", t("Years"))}
          </>
        ) : (
          <>
            {field("depositMonths", t("Deposit (months of rent)"), undefined, "0.5")}
            {field("maintenance", t("Maintenance (₹ a month)"), t("Ask the owner; empty if included"))}
          </>
        )}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("Work it out")}
          </button>
        </div>
      </form>

      {sale ? (
        <dl className="mt-5 divide-y divide-slate-200 text-sm" aria-live="polite" data-testid="cost-figures">
          {sale.circleValue !== null ? (
            <Row label={t("Circle-rate value")} value={rupees(sale.circleValue)} testId="cost-circle-value">
              {sale.onCircleValue ? t("Higher than the price, so duty is charged on it") : null}
            </Row>
          ) : null}
          <Row
            label={t("Stamp duty ({percent} %)", { percent: rules.stampDutyPercent })}
            value={rupees(sale.stampDuty)}
            testId="cost-stamp-duty"
          >
            {inputs.sale.buyer !== "man" && rules.womanConcessionPercent > 0
              ? t("{points} % less on the first {amount} for a woman buyer", {
                  points: rules.womanConcessionPercent,
                  amount: rupees(rules.womanConcessionUpTo),
                })
              : null}
          </Row>
          <Row
            label={t("Registration ({percent} %)", { percent: rules.registrationPercent })}
            value={rupees(sale.registration)}
            testId="cost-registration"
          />
          <Row label={t("Total with the price")} value={rupees(sale.total)} testId="cost-total" strong />
          <Row label={t("Home loan")} value={rupees(sale.loan)} testId="cost-loan" />
          <Row
            label={t("EMI for {years} years at {rate} %", { years: inputs.sale.loanYears, rate: inputs.sale.loanRate })}
            value={t("{amount} a month", { amount: rupees(sale.emi) })}
            testId="cost-emi"
            strong
          />
          <Row label={t("Total interest")} value={rupees(sale.totalInterest)} testId="cost-interest" />
        </dl>
      ) : null}
      {rent ? (
        <dl className="mt-5 divide-y divide-slate-200 text-sm" aria-live="polite" data-testid="cost-figures">
          <Row
            label={t("Deposit ({months} months' rent)", { months: inputs.depositMonths })}
            value={rupees(rent.deposit)}
            testId="cost-deposit"
          />
          <Row
            label={t("Each month: rent and maintenance")}
            value={t("{amount} a month", { amount: rupees(rent.monthly) })}
            testId="cost-monthly"
            strong
          />
        </dl>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">{props.caveat}</p>
    </section>
  );
}

function Row({
  label,
  value,
  testId,
  strong,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
      <dt className="text-slate-700">
        {label}
        {children ? <span className="block text-xs text-slate-600">{children}</span> : null}
      </dt>
      <dd className={strong ? "font-bold text-ink" : "font-semibold text-ink"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
