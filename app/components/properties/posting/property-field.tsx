import { NumberField, SelectField, TextArea, TextField } from "#app/components/forms";
import type { FieldView, ListingDraft } from "#app/modules/listing-core/wizard-view";

interface PropertyFieldInputProps {
  field: FieldView;
  draft: ListingDraft;
  onChange: (field: string, value: string) => void;
  required?: boolean;
  invalid?: boolean;
  className?: string;
}

/** One listing field, drawn from its view (the server derives it from the declaration). */
export function PropertyFieldInput({ field, draft, onChange, required, invalid, className }: PropertyFieldInputProps) {
  const value = draft.values[field.name] ?? "";
  const common = {
    label: field.label,
    name: field.name,
    required,
    invalid,
    className,
    value,
    hint: field.hint,
  };
  const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
  switch (field.kind) {
    case "choice": {
      const options = field.byCategory
        ? (field.byCategory[draft.values.propertyCategory ?? ""] ?? [])
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
          placeholder={waiting ? "Choose the category first" : `Select ${field.label.toLowerCase()}`}
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
