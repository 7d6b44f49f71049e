import * as z from "zod/mini";
import { check, cleanText, mobileNumber } from "#app/modules/form-schema";
import type { Checked } from "#app/modules/forms";
import { normaliseProperty } from "./normalise";
import {
  AMENITY_OPTIONS,
  allPropertyTypes,
  FIELDS,
  type ListingFormSpec,
  MAX_IMAGES,
  orList,
  propertyTypeOptions,
  type ScalarField,
  stepOfField,
  WIZARD_STEPS,
} from "./property-fields";
import { PROPERTY_WIZARD } from "./property-form";

/** Our message for each field a server check can refuse (the property wizard's wording). */
export const FIELD_MESSAGES: Record<ScalarField | "amenities" | "imageIds" | "imagesRequired", string> = {
  listingType: "Choose a listing type: Sell, Rent or Agricultural Land.",
  propertyCategory: "Choose a property category: Residential or Commercial.",
  propertyType: "Choose a property type that belongs to the chosen category.",
  city: "Choose one of our cities.",
  projectBuildingName: "Enter the project or building name.",
  locality: "Enter the locality.",
  address: "Enter the address.",
  contactNumber: "Enter a 10-digit contact number.",
  plotArea: "Enter the plot area in square feet, as a number greater than 0.",
  price: "Enter the price in rupees, as a whole number.",
  furnishing: "Choose a furnishing option from the list.",
  floorNumber: "Enter the floor number as a whole number (0 for the ground floor).",
  totalFloors: "Enter the total number of floors as a whole number from 1.",
  facingType: "Choose a facing direction from the list.",
  description: "Add a short description of the property.",
  amenities: "Choose amenities from the list.",
  imageIds: `Add at most ${MAX_IMAGES} photos, each uploaded through this form.`,
  imagesRequired: "Add at least one photo of the property.",
};

export const FLOOR_ABOVE_TOTAL = "The floor number cannot be higher than the total number of floors.";

type Mode = "wizard" | "complete";

/** The message for a field in a form (the listing types differ between the two wizards). */
export function fieldMessage(field: keyof typeof FIELD_MESSAGES, form: ListingFormSpec = PROPERTY_WIZARD): string {
  if (field === "listingType") return `Choose a listing type: ${orList(form.options.listingTypes)}.`;
  if (field === "description" && form.noun !== "property") return `Add a short description of the ${form.noun}.`;
  if (field === "imagesRequired") return `Add at least one photo of the ${form.noun}.`;
  return FIELD_MESSAGES[field];
}

/** What one schema is built for: the form's declaration, and which of its fields are required. */
interface Build {
  form: ListingFormSpec;
  mode: Mode;
}

function isRequired(field: ScalarField, { form, mode }: Build): boolean {
  // The one-page form asks for every field; floors only make sense for built property,
  // but the old form required them too (0 is a fine answer for a plot).
  return mode === "complete" || form.required.includes(field);
}

/** Blank form values count as missing; numbers may arrive as numbers (JSON import) or text. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

function requiredOrOptional<T extends z.ZodMiniType>(schema: T, required: boolean, message: string) {
  const inner = required
    ? z.unknown().check(z.refine((value) => value !== undefined, { error: message }))
    : z.unknown();
  return z.pipe(z.pipe(z.transform(blankToUndefined), inner), required ? schema : z.optional(schema));
}

function choice(field: ScalarField, options: readonly string[], build: Build) {
  const message = fieldMessage(field, build.form);
  const schema = z.pipe(
    z.string({ error: message }).check(...cleanText),
    z.string().check(z.refine((value) => options.includes(value), { error: message })),
  );
  return requiredOrOptional(schema, isRequired(field, build), message);
}

function text(field: ScalarField, build: Build) {
  const message = fieldMessage(field, build.form);
  const max = FIELDS[field].maxLength ?? 200;
  const tooLong = `${FIELDS[field].label} can be at most ${max} characters long.`;
  const schema = z.string({ error: message }).check(...cleanText, z.maxLength(max, { error: tooLong }));
  return requiredOrOptional(schema, isRequired(field, build), message);
}

function numberOf(field: ScalarField, build: Build, { min, max }: { min: number; max: number }) {
  const message = FIELD_MESSAGES[field];
  const integer = FIELDS[field].integer === true;
  const parsed = z.pipe(
    z.transform((value: unknown) => {
      if (typeof value === "number") return value;
      // People type "98,00,000" or "₹ 98 lakh"-style spacing; keep digits, sign and point.
      return typeof value === "string" ? Number(value.replace(/[\s,₹]/g, "")) : Number.NaN;
    }),
    (integer ? z.int({ error: message }) : z.number({ error: message })).check(
      z.refine((value) => Number.isFinite(value) && value >= min && value <= max, { error: message }),
    ),
  );
  return requiredOrOptional(parsed, isRequired(field, build), message);
}

function phone(build: Build) {
  const message = FIELD_MESSAGES.contactNumber;
  return requiredOrOptional(mobileNumber(message), isRequired("contactNumber", build), message);
}

function listOf(options: readonly string[], message: string, max: number) {
  return z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
    ),
    z
      .array(z.string({ error: message }).check(z.refine((item) => options.includes(item), { error: message })))
      .check(z.maxLength(max, { error: message })),
  );
}

function imageIds({ form, mode }: Build) {
  const base = z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? [] : [...new Set(Array.isArray(value) ? value : [value])],
    ),
    z
      .array(z.uuid({ error: FIELD_MESSAGES.imageIds }))
      .check(z.maxLength(MAX_IMAGES, { error: FIELD_MESSAGES.imageIds })),
  );
  return mode === "complete"
    ? z.pipe(base, z.array(z.string()).check(z.minLength(1, { error: fieldMessage("imagesRequired", form) })))
    : base;
}

/**
 * One schema for a posted listing, built from its form declaration, used by the browser
 * before sending and by every server path that creates one (the wizards, the one-page
 * form, the import). Fields are declared in the wizard's step order, so the first failing
 * check is the earliest step to fix. isApproved and userId are not fields: a crafted value
 * is dropped, never stored.
 */
export function listingSchema(mode: Mode, form: ListingFormSpec) {
  const build: Build = { form, mode };
  return z
    .object({
      listingType: choice("listingType", form.options.listingTypes, build),
      propertyCategory: choice("propertyCategory", FIELDS.propertyCategory.options ?? [], build),
      propertyType: choice("propertyType", allPropertyTypes(form.options), build),
      city: choice("city", FIELDS.city.options ?? [], build),
      projectBuildingName: text("projectBuildingName", build),
      locality: text("locality", build),
      address: text("address", build),
      contactNumber: phone(build),
      plotArea: numberOf("plotArea", build, { min: 0.01, max: 100_000_000 }),
      price: numberOf("price", build, { min: 0, max: 1_000_000_000_000 }),
      furnishing: choice("furnishing", FIELDS.furnishing.options ?? [], build),
      floorNumber: numberOf("floorNumber", build, { min: -5, max: 300 }),
      totalFloors: numberOf("totalFloors", build, { min: 1, max: 300 }),
      facingType: choice("facingType", FIELDS.facingType.options ?? [], build),
      description: text("description", build),
      amenities: listOf(AMENITY_OPTIONS, FIELD_MESSAGES.amenities, AMENITY_OPTIONS.length),
      imageIds: imageIds(build),
    })
    .check(
      z.refine(
        (value) =>
          value.propertyCategory === undefined ||
          propertyTypeOptions(value.propertyCategory, form.options).includes(value.propertyType ?? ""),
        { error: FIELD_MESSAGES.propertyType, path: ["propertyType"] },
      ),
      z.refine(
        (value) =>
          value.floorNumber === undefined || value.totalFloors === undefined || value.floorNumber <= value.totalFloors,
        { error: FLOOR_ABOVE_TOTAL, path: ["floorNumber"] },
      ),
    );
}

export function propertySchema(mode: Mode) {
  return listingSchema(mode, PROPERTY_WIZARD);
}

/** The wizard: the spec gives it no per-step validation, so only what a listing needs. */
export const PropertySchema = propertySchema("wizard");
/** /Postlisting: every field and at least one photo. */
export const CompletePropertySchema = propertySchema("complete");

export type ListingSchema = typeof PropertySchema;
export type PropertyInput = z.infer<ListingSchema>;

export interface PropertyFailure {
  ok: false;
  message: string;
  field?: string;
  /** 1 to 4: the wizard step that asks for the field. */
  step: number;
}

/** The first problem, worded with the step and field to fix ("Property Details (step 1): ..."). */
export function checkProperty(
  schema: ListingSchema,
  values: unknown,
): { ok: true; data: PropertyInput } | PropertyFailure {
  const checked: Checked<PropertyInput> = check(schema, values);
  if (checked.ok) return checked;
  return describeFailure(checked.message, checked.field);
}

export function describeFailure(message: string, field: string | undefined): PropertyFailure {
  const step = stepOfField(field);
  const title = WIZARD_STEPS[step - 1]?.title ?? WIZARD_STEPS[0].title;
  return { ok: false, message: `${title} (step ${step}): ${message}`, field, step };
}

/**
 * What a wizard loads lazily to check its form in the browser: form values in (any
 * spelling), the first problem or nothing out. The same check the server makes.
 */
export type ListingCheck = (values: Record<string, unknown>) => { ok: true } | PropertyFailure;

export function listingCheck(schema: ListingSchema): ListingCheck {
  return (values) => checkProperty(schema, normaliseProperty(values));
}
