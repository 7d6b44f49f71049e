/**
 * A listing form as its page receives it: the steps, and for each field what the browser
 * needs to draw it (label, kind, options, bounds, whether it is required and when it
 * applies). The server derives it from the field declaration (fields.ts: wizardView), so
 * pages carry it as data and their JavaScript holds no copy of the declaration. This module
 * is the small part the browser runs.
 */

/** A field applies when, for each field named, the value is one of those listed. */
export type Condition = Readonly<Record<string, readonly string[]>>;

export interface Option {
  value: string;
  label: string;
}

export interface FieldView {
  name: string;
  label: string;
  kind: "choice" | "text" | "longText" | "phone" | "number" | "month" | "date" | "position";
  /** A choice's options; the property type's depend on the category (byCategory). */
  options?: Option[];
  /** The label and hint when the form meets `when` (a rent's price is asked as its rent a month). */
  wordsWhen?: { when: Condition; label: string; hint: string };
  /** The options when the form meets `when` (a plot's possession reads "Immediate"). */
  optionsWhen?: { when: Condition; options: Option[] };
  byCategory?: Record<string, Option[]>;
  required: boolean;
  when?: Condition;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  integer?: boolean;
  /**
   * An amount of rupees: the wizard shows its short form as it is typed ("₹55 L"), so a missing
   * zero is seen: a price (a month when the listing is a rent), an amount paid once (a
   * deposit), or one a month (maintenance).
   */
  amount?: "price" | "once" | "month";
  /** What a new draft starts with (feet for a plot's length). */
  initial?: string;
  /** Typed with a list offered as it is typed: the city's localities. */
  choices?: "localities";
  /** A position's checkbox that shows visitors the exact pin: kept in the draft beside the point. */
  shownInput?: string;
}

export interface WizardView {
  noun: "property" | "project";
  /** Steps 1 and 2 ask for fields; 3 is the amenities, 4 the photos. */
  steps: Array<{ title: string; fields: FieldView[] }>;
  amenities: readonly string[];
  /** What a new draft starts with (the account's mobile as the contact number). */
  defaults?: Record<string, string>;
}

export function meets(condition: Condition | undefined, values: Readonly<Record<string, unknown>>): boolean {
  return (
    !condition || Object.entries(condition).every(([field, allowed]) => allowed.includes(String(values[field] ?? "")))
  );
}

/** A wizard's form as typed so far: each field's text, and the amenities ticked. */
export interface ListingDraft {
  values: Record<string, string>;
  amenities: string[];
}

export function emptyDraft(view: WizardView): ListingDraft {
  const values: Record<string, string> = {};
  for (const step of view.steps)
    for (const field of step.fields) {
      values[field.name] = view.defaults?.[field.name] ?? field.initial ?? "";
      if (field.shownInput) values[field.shownInput] = "";
    }
  return { values, amenities: [] };
}

/** A new draft with one field changed; a new category clears the property type (docs/product/old-product.md §4). */
export function withField(draft: ListingDraft, field: string, value: string): ListingDraft {
  const values = { ...draft.values, [field]: value };
  if (field === "propertyCategory" && value !== draft.values.propertyCategory) values.propertyType = "";
  return { ...draft, values };
}

/** The fields of a step that apply to the draft (no bedrooms for a plot). */
export function fieldsToAsk(fields: readonly FieldView[], draft: ListingDraft): FieldView[] {
  return fields.filter((field) => meets(field.when, draft.values));
}
