import { useEffect, useRef, useState } from "react";
import { useHref } from "react-router";
import { fill } from "#app/modules/i18n/translate";
import { useLocale } from "#app/modules/i18n/use-i18n";
import { CALCULATOR_BOUNDS, type CalculatorField, readCalculator } from "#app/modules/properties/costs/calculator";
import { BUYERS, rentCosts, saleCosts } from "#app/modules/properties/costs/rules";
import type { TrueCostProps } from "#app/modules/properties/costs/true-cost-props";
import { formatPrice } from "#app/modules/text/amount";

type Values = Record<string, string>;

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm aria-invalid:border-red-600";

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
 * (costs/calculator.ts reads the fields, costs/rules.ts does the sums). Its words come worded
 * from the server (costs/calculator-words.ts), so that this code stays small.
 */
export function TrueCost(props: TrueCostProps) {
  const { mode, id, asking, rate, rules, fields, words } = props;
  const locale = useLocale();
  const action = useHref("/listing-detail");
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(fields);
  // What was typed before this code came is put back in the fields (hydrate-on-interaction): read it.
  useEffect(() => {
    if (formRef.current) setValues(valuesOf(formRef.current));
  }, []);
  const { inputs, errors } = readCalculator((name) => values[name], {
    price: asking,
    depositMonths: rules.depositMonths,
  });
  const rupees = (value: number) => formatPrice(value, { locale });
  const perMonth = (value: number) => fill(words.perMonth, { amount: rupees(value) });

  const field = (name: CalculatorField, hint?: string, step = "1") => {
    const error = errors.includes(name);
    const note = error ? words.errors[name] : hint;
    return (
      <div>
        <label htmlFor={`cost-${name}`} className="block text-sm font-semibold text-slate-800">
          {words[name]}
        </label>
        <input
          id={`cost-${name}`}
          name={name}
          type="number"
          min={CALCULATOR_BOUNDS[name].min}
          max={CALCULATOR_BOUNDS[name].max}
          step={step}
          defaultValue={fields[name]}
          aria-invalid={error || undefined}
          aria-describedby={note ? `cost-${name}-note` : undefined}
          className={input}
        />
        {note ? (
          <p id={`cost-${name}-note`} className={`mt-1 text-xs ${error ? "text-red-700" : "text-slate-600"}`}>
            {note}
          </p>
        ) : null}
      </div>
    );
  };

  const sale =
    mode === "sale"
      ? saleCosts(inputs.sale, { areaSqft: props.areaSqft, ratePerSqm: rate?.ratePerSqm ?? null }, rules)
      : null;
  const rent = mode === "rent" ? rentCosts(inputs.sale.price, inputs.depositMonths, inputs.maintenance) : null;

  return (
    <section id="cost" aria-labelledby="cost-title" className="scroll-mt-24 rounded-2xl border border-slate-200 p-5">
      <h2 id="cost-title" className="text-xl font-bold text-ink">
        {words.title}
      </h2>
      {sale ? <p className="mt-1 text-sm text-slate-600">{words.intro}</p> : null}
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
        {sale ? (
          <>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-slate-800">{words.whoIsBuying}</legend>
              <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                {BUYERS.map((buyer) => (
                  <label key={buyer} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="buyer" value={buyer} defaultChecked={inputs.sale.buyer === buyer} />
                    {words[buyer]}
                  </label>
                ))}
              </div>
            </fieldset>
            {field("price")}
            {field("loan", words.loanHint)}
            {field("loanRate", undefined, "0.01")}
            {field("loanYears")}
          </>
        ) : (
          <>
            {field("depositMonths", undefined, "0.5")}
            {field("maintenance", words.maintenanceHint)}
          </>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="button-primary px-4 py-2 text-sm">
            {words.workItOut}
          </button>
        </div>
      </form>

      <dl className="mt-5 divide-y divide-slate-200 text-sm" aria-live="polite">
        {sale ? (
          <>
            {sale.circleValue !== null ? (
              <Row label={words.circleValue} value={rupees(sale.circleValue)} testId="circle-value">
                {sale.onCircleValue ? words.higher : null}
              </Row>
            ) : null}
            <Row label={words.stampDuty} value={rupees(sale.stampDuty)} testId="stamp-duty">
              {inputs.sale.buyer !== "man" && rules.womanConcessionPercent > 0 ? words.concession : null}
            </Row>
            <Row label={words.registration} value={rupees(sale.registration)} testId="registration" />
            <Row label={words.total} value={rupees(sale.total)} testId="total" />
            <Row label={words.homeLoan} value={rupees(sale.loan)} testId="loan" />
            <Row
              label={fill(words.emi, { years: inputs.sale.loanYears, rate: inputs.sale.loanRate })}
              value={perMonth(sale.emi)}
              testId="emi"
            />
            <Row label={words.interest} value={rupees(sale.totalInterest)} testId="interest" />
          </>
        ) : null}
        {rent ? (
          <>
            <Row
              label={fill(words.deposit, { months: inputs.depositMonths })}
              value={rupees(rent.deposit)}
              testId="deposit"
            />
            <Row label={words.monthly} value={perMonth(rent.monthly)} testId="monthly" />
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{words.caveat}</p>
    </section>
  );
}

function Row({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
      <dt className="text-slate-700">
        {label}
        {children ? <span className="block text-xs text-slate-600">{children}</span> : null}
      </dt>
      <dd className="font-bold text-ink" data-testid={`cost-${testId}`}>
        {value}
      </dd>
    </div>
  );
}
