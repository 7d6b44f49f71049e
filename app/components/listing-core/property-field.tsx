import { lazy, Suspense, useRef, useState } from "react";
import { NumberField, SelectField, TextArea, TextField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type FieldView, type ListingDraft, meets } from "#app/modules/listing-core/wizard-view";
import type { LocalityField as LocalityCombobox } from "./locality-field";
import { PinPicker } from "./pin-picker";

const AmountPreview = lazy(() => import("./amount-preview").then((module) => ({ default: module.AmountPreview })));

interface PropertyFieldInputProps {
  field: FieldView;
  draft: ListingDraft;
  onChange: (field: string, value: string) => void;
  required?: boolean;
  invalid?: boolean;
  /** The message of the last failed check, when it is about this field. */
  error?: string;
  className?: string;
}

/** Whether an amount is a month's: maintenance always, a price when the listing is a rent. */
function perMonth(field: FieldView, draft: ListingDraft): boolean {
  return (
    field.amount === "month" || (field.amount === "price" && ["Rent", "PG"].includes(draft.values.listingType ?? ""))
  );
}

export function PropertyFieldInput({
  field,
  draft,
  onChange,
  required,
  invalid,
  error,
  className,
}: PropertyFieldInputProps) {
  const { t, locale } = useI18n();
  const value = draft.values[field.name] ?? "";
  // Its words where the form meets their condition (a rent's price: "Rent (₹ a month)").
  const words = field.wordsWhen && meets(field.wordsWhen.when, draft.values) ? field.wordsWhen : field;
  const common = {
    label: words.label,
    name: field.name,
    required,
    invalid,
    className,
    value,
    // Under the field, read with it: what is wrong (the message at the foot of the form can be a
    // screen away), then an amount's short form as it is typed, then the hint. Through the
    // hint, so the site's shared form fields (on every page) carry no code for it.
    hint:
      error || field.amount ? (
        <>
          {error ? <span className="block text-sm font-medium text-red-700">{error}</span> : null}
          {field.amount ? (
            // Always in the page, so each new figure is read out as it is typed.
            <span
              aria-live="polite"
              className="block text-sm font-semibold text-brand-800"
              data-testid="amount-preview"
            >
              {value.trim() ? (
                <Suspense fallback={null}>
                  <AmountPreview typed={value} perMonth={perMonth(field, draft)} locale={locale} />
                </Suspense>
              ) : null}
            </span>
          ) : null}
          {words.hint}
        </>
      ) : (
        words.hint
      ),
  };
  const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
  if (field.choices === "localities") {
    const { required: needed, invalid: wrong, className: place, value: typed, hint } = common;
    return (
      <LocalityInput
        field={field}
        city={draft.values.city ?? ""}
        value={typed}
        onChange={onChange}
        required={needed}
        invalid={wrong}
        hint={error ? hint : undefined}
        className={place}
      />
    );
  }
  switch (field.kind) {
    case "position":
      return (
        <PinPicker
          field={field}
          city={draft.values.city ?? ""}
          locality={draft.values.locality ?? ""}
          value={value}
          shown={draft.values[field.shownInput ?? ""] === "on"}
          onChange={onChange}
          error={error}
        />
      );
    case "choice": {
      const options = field.byCategory
        ? (field.byCategory[draft.values.propertyCategory ?? ""] ?? [])
        : field.optionsWhen && meets(field.optionsWhen.when, draft.values)
          ? field.optionsWhen.options
          : (field.options ?? []);
      const labels = new Map(options.map((option) => [option.value, option.label]));
      const waiting = Boolean(field.byCategory) && options.length === 0;
      return (
        <SelectField
          label={field.label}
          name={field.name}
          required={required}
          invalid={invalid}
          className={className}
          value={value}
          options={options.map((option) => option.value)}
          optionLabel={(option) => labels.get(option) ?? option}
          placeholder={
            waiting ? t("Choose the category first") : t("Select {field}", { field: field.label.toLowerCase() })
          }
          disabled={waiting}
          onChange={change}
        />
      );
    }
    case "longText": {
      const { hint: _hint, ...area } = common;
      return <TextArea {...area} rows={4} maxLength={field.maxLength} onChange={change} />;
    }
    case "phone":
      return <TextField {...common} type="tel" inputMode="numeric" autoComplete="tel" onChange={change} />;
    case "month":
      return <TextField {...common} type="month" onChange={change} />;
    case "date":
      return <TextField {...common} type="date" onChange={change} />;
    case "number":
      // An amount is typed as people say it ("27 lakh"), so the phone offers letters too.
      return field.amount ? (
        <TextField {...common} inputMode="text" autoComplete="off" placeholder={field.placeholder} onChange={change} />
      ) : (
        <NumberField {...common} integer={field.integer} placeholder={field.placeholder} onChange={change} />
      );
    default:
      return <TextField {...common} maxLength={field.maxLength} placeholder={field.placeholder} onChange={change} />;
  }
}

/**
 * The locality: a plain text box until the poster first reaches for it, then the city's list
 * offered as it is typed (locality-field.tsx). The list's code (some 2 kB as sent) comes then,
 * not with the page, which stays inside its JavaScript budget (decision 063); what was typed
 * meanwhile is the draft's, so nothing is lost, and the box keeps the focus and the selection
 * it had (a box entered by Tab has its text selected: what is typed next replaces it). A draft
 * brought back with a locality says what the list knows of it once the box is reached.
 */
function LocalityInput(props: React.ComponentProps<typeof LocalityCombobox>) {
  const [Combobox, setCombobox] = useState<typeof LocalityCombobox | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const focusAt = useRef<[number, number] | undefined>(undefined);
  const load = () => {
    void import("./locality-field").then((module) => {
      const box = plain.current;
      if (box && document.activeElement === box) focusAt.current = [box.selectionStart ?? 0, box.selectionEnd ?? 0];
      setCombobox(() => module.LocalityField);
    });
  };
  if (Combobox) return <Combobox {...props} focusAt={focusAt.current} />;
  const { field, value, onChange, required, invalid, hint, className } = props;
  return (
    <TextField
      label={field.label}
      name={field.name}
      required={required}
      invalid={invalid}
      value={value}
      maxLength={field.maxLength}
      placeholder={field.placeholder}
      autoComplete="off"
      // A combobox whose list has not come yet: named and announced as the one it becomes.
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={false}
      className={className}
      ref={plain}
      onFocus={load}
      onPointerDown={load}
      onChange={(event) => onChange(field.name, event.currentTarget.value)}
      hint={
        hint || field.hint ? (
          <>
            {hint}
            {field.hint}
          </>
        ) : undefined
      }
    />
  );
}
