import { NumberField, SelectField, TextArea, TextField } from "#app/components/forms";
import { type ListingForm, PROPERTY_FORM } from "#app/config/enums";
import {
  emptyDraft,
  FIELDS,
  type FieldSpec,
  type ListingDraft,
  optionLabel,
  optionsOf,
  type ScalarField,
} from "#app/modules/listing/fields";

export type PropertyDraft = ListingDraft;
export { emptyDraft };

/** A new draft with one field changed; a new category clears the property type (spec). */
export function withField(draft: PropertyDraft, field: ScalarField, value: string): PropertyDraft {
  if (field === "propertyCategory" && value !== draft.propertyCategory) {
    return { ...draft, propertyCategory: value, propertyType: "" };
  }
  return { ...draft, [field]: value };
}

interface PropertyFieldInputProps {
  field: ScalarField;
  draft: PropertyDraft;
  onChange: (field: ScalarField, value: string) => void;
  required?: boolean;
  invalid?: boolean;
  className?: string;
  /** Whose listing and property types to offer (PROPERTY_FORM or PROJECT_FORM). */
  form?: ListingForm;
}

/** One listing field, drawn from its declaration in property-fields.ts. */
export function PropertyFieldInput({
  field,
  draft,
  onChange,
  required,
  invalid,
  className,
  form = PROPERTY_FORM,
}: PropertyFieldInputProps) {
  const spec: FieldSpec = FIELDS[field];
  const common = {
    label: spec.label,
    name: field,
    required,
    invalid,
    className,
  };
  switch (spec.kind) {
    case "choice": {
      const options = optionsOf(field, draft.propertyCategory, form);
      const waiting = field === "propertyType" && options.length === 0;
      return (
        <SelectField
          {...common}
          options={options}
          optionLabel={(option) => optionLabel(field, option)}
          placeholder={waiting ? "Choose the category first" : `Select ${spec.label.toLowerCase()}`}
          value={draft[field]}
          disabled={waiting}
          onChange={(event) => onChange(field, event.target.value)}
        />
      );
    }
    case "longText":
      return (
        <TextArea
          {...common}
          rows={4}
          maxLength={spec.maxLength}
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      );
    case "phone":
      return (
        <TextField
          {...common}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint={spec.hint}
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      );
    case "month":
      return (
        <TextField
          {...common}
          type="month"
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      );
    case "number":
      return (
        <NumberField
          {...common}
          integer={spec.integer}
          hint={spec.hint}
          placeholder={spec.placeholder}
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      );
    default:
      return (
        <TextField
          {...common}
          maxLength={spec.kind === "text" ? spec.maxLength : undefined}
          hint={spec.hint}
          placeholder={spec.placeholder}
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      );
  }
}
