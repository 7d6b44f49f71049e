import { NumberField, SelectField, TextArea, TextField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type FieldView, type ListingDraft, meets } from "#app/modules/listing-core/wizard-view";
import { typedAmountShort } from "./amount-preview";

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
              {typedAmountShort(value, { perMonth: ["Rent", "PG"].includes(draft.values.listingType ?? ""), locale })}
            </span>
          ) : null}
          {words.hint}
        </>
      ) : (
        words.hint
      ),
  };
  const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
  switch (field.kind) {
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
    case "number":
      return <NumberField {...common} integer={field.integer} placeholder={field.placeholder} onChange={change} />;
    default:
      return <TextField {...common} maxLength={field.maxLength} placeholder={field.placeholder} onChange={change} />;
  }
}
