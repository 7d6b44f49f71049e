import * as z from "zod/mini";
import { fill } from "#app/modules/i18n/translate";
import { check, cleanText, mobileNumber } from "#app/modules/platform/form-schema";
import { readRupees } from "./amount";
import {
  AMENITY_OPTIONS,
  allPropertyTypes,
  applies,
  type ChoiceSpec,
  FIELDS,
  type FieldSpec,
  type FormMode,
  fieldMessage,
  imagesRequiredMessage,
  isRequired,
  LIST_MESSAGES,
  type ListingFormSpec,
  MAX_IMAGES,
  type NumberSpec,
  POSITION_FIELD,
  type PositionField,
  type PositionSpec,
  propertyTypeOptions,
  SCALAR_FIELDS,
  type ScalarField,
  stepOfField,
  type TextSpec,
  type Translate,
  WIZARD_STEPS,
} from "./fields";
import type { Point } from "./location";
import { normaliseListing } from "./normalise";
import { type PinInput, parsePoint } from "./pin";

/**
 * One schema for a posted listing, built from the field declaration (fields.ts) and a
 * form's declaration, used by the browser before sending and by every server path that
 * creates one (the wizards, the one-page form, the import). Fields are checked in the
 * wizard's step order, so the first failing check is the earliest step to fix. A field
 * that does not apply (bedrooms of a plot) is dropped, whatever was sent; isApproved and
 * userId are not fields, so a crafted value is never stored.
 */

type Mode = FormMode;

interface Build {
  form: ListingFormSpec;
  mode: Mode;
  /** The language its messages are worded in. */
  t: Translate;
}

/** Required in the object's own check (fields with a condition are checked after it). */
function requiredNow(field: ScalarField, { form, mode }: Build): boolean {
  return !(FIELDS[field] as FieldSpec).when && isRequired(field, form, mode);
}

function requiredWhereItApplies(field: ScalarField, { form, mode }: Build): boolean {
  return Boolean((FIELDS[field] as FieldSpec).when) && isRequired(field, form, mode);
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

function choice(field: ScalarField, spec: ChoiceSpec, build: Build) {
  const options =
    field === "listingType"
      ? build.form.options.listingTypes
      : field === "propertyType"
        ? allPropertyTypes(build.form.options)
        : (spec.options ?? []);
  const message = fieldMessage(field, build.form, build.t);
  const schema = z.pipe(
    // An import may send a number for a numeric choice (bedrooms: 3).
    z.pipe(
      z.transform((value: unknown) => (typeof value === "number" ? String(value) : value)),
      z.string({ error: message }).check(...cleanText),
    ),
    z.string().check(z.refine((value) => options.includes(value), { error: message })),
  );
  return requiredOrOptional(schema, requiredNow(field, build), message);
}

function text(field: ScalarField, spec: TextSpec, build: Build) {
  const message = fieldMessage(field, build.form, build.t);
  if (spec.kind === "phone") return requiredOrOptional(mobileNumber(message), requiredNow(field, build), message);
  const max = spec.maxLength ?? 200;
  const tooLong = build.t("{label} can be at most {max} characters long.", { label: build.t(spec.label), max });
  const { pattern, normalise } = spec;
  const schema = z
    .string({ error: message })
    .check(
      ...cleanText,
      ...(normalise ? [z.overwrite(normalise)] : []),
      z.maxLength(max, { error: tooLong }),
      ...(pattern ? [z.refine((value) => pattern.test(String(value)), { error: message })] : []),
    );
  return requiredOrOptional(schema, requiredNow(field, build), message);
}

function numberOf(field: ScalarField, spec: NumberSpec, build: Build) {
  const message = fieldMessage(field, build.form, build.t);
  const parsed = z.pipe(
    z.transform((value: unknown) => {
      if (typeof value === "number") return value;
      if (typeof value !== "string") return Number.NaN;
      // Rupees as people write them ("27 lakh", "1.2 crore", "27,00,000"): read where typed, on
      // the step that asks for them, by the same check the server makes (B4).
      if (spec.store === "money") return readRupees(value) ?? Number.NaN;
      // Other numbers as typed, with "1,450"-style grouping.
      return Number(value.replace(/[\s,]/g, ""));
    }),
    (spec.integer ? z.int({ error: message }) : z.number({ error: message })).check(
      z.refine((value) => Number.isFinite(value) && value >= spec.min && value <= spec.max, { error: message }),
    ),
  );
  return requiredOrOptional(parsed, requiredNow(field, build), message);
}

const MONTH = /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/;

function month(field: ScalarField, build: Build) {
  const message = fieldMessage(field, build.form, build.t);
  const schema = z.string({ error: message }).check(...cleanText, z.regex(MONTH, { error: message }));
  return requiredOrOptional(schema, requiredNow(field, build), message);
}

/** A pin's point as the wizard sends it ("26.87312,80.99621"); where it may lie is the server's to check (location.server.ts). */
function position(field: ScalarField, spec: PositionSpec, build: Build) {
  const message = build.t(spec.message);
  const schema = z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? parsePoint(value) : null)),
    z.custom<Point>((point) => point !== null, { error: message }),
  );
  return requiredOrOptional(schema, requiredNow(field, build), message);
}

const DAY = /^(20\d\d|2100)-(\d\d)-(\d\d)$/;

/** A real day of the calendar ("2026-02-30" is none), from 2000 to 2100. */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function day(field: ScalarField, build: Build) {
  const message = fieldMessage(field, build.form, build.t);
  const schema = z.string({ error: message }).check(...cleanText, z.refine(isDay, { error: message }));
  return requiredOrOptional(schema, requiredNow(field, build), message);
}

function fieldSchema(field: ScalarField, build: Build) {
  const spec: FieldSpec = FIELDS[field];
  switch (spec.kind) {
    case "position":
      return position(field, spec, build);
    case "month":
      return month(field, build);
    case "date":
      return day(field, build);
    case "choice":
      return choice(field, spec, build);
    case "number":
      return numberOf(field, spec, build);
    case "text":
    case "longText":
    case "phone":
      return text(field, spec, build);
    default:
      throw new Error(`${field} is derived, not asked for.`);
  }
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

function imageIds({ form, mode, t }: Build) {
  const tooMany = t(LIST_MESSAGES.imageIds, { max: MAX_IMAGES });
  const base = z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? [] : [...new Set(Array.isArray(value) ? value : [value])],
    ),
    z.array(z.uuid({ error: tooMany })).check(z.maxLength(MAX_IMAGES, { error: tooMany })),
  );
  return mode === "complete"
    ? z.pipe(base, z.array(z.string()).check(z.minLength(1, { error: imagesRequiredMessage(form, t) })))
    : base;
}

type ScalarValue = string | number | undefined;
export type ListingInput = { [K in Exclude<ScalarField, PositionField>]?: ScalarValue } & {
  amenities: string[];
  imageIds: string[];
} & {
  /** The poster's pin, when they placed one, and whether visitors may see it exactly. */
  [K in PositionField]?: PinInput;
};

/** The position field's point and the poster's checkbox, as one value: the pin (location.server.ts places it). */
function withPin(value: Record<string, unknown>): Record<string, unknown> {
  const { shownInput } = FIELDS[POSITION_FIELD];
  const { [shownInput]: shown, [POSITION_FIELD]: point, ...rest } = value;
  const pin = (point as Point | undefined) ?? null;
  return {
    ...rest,
    [POSITION_FIELD]: {
      pin,
      showExactLocation: pin !== null && (shown === "on" || shown === "true" || shown === true),
    },
  };
}

/** Drops what does not apply to the listing (bedrooms sent with a plot), before any check. */
function withoutInapplicable(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const values = value as Record<string, unknown>;
  const kept = { ...values };
  for (const field of SCALAR_FIELDS) if (!applies(field, values)) delete kept[field];
  return kept;
}

/** The schema of a form, its messages in a language (`t`; English as written by default). */
export function listingSchema(mode: Mode, form: ListingFormSpec, t: Translate = fill) {
  const build: Build = { form, mode, t };
  const shape = Object.fromEntries(
    SCALAR_FIELDS.map((field) => [field, fieldSchema(field, build)]),
  ) as unknown as Record<ScalarField, z.ZodMiniType<ScalarValue>>;
  const object = z
    .object({
      ...shape,
      amenities: listOf(AMENITY_OPTIONS, t(LIST_MESSAGES.amenities), AMENITY_OPTIONS.length),
      imageIds: imageIds(build),
      [FIELDS[POSITION_FIELD].shownInput]: z.optional(z.unknown()),
    })
    .check(
      z.refine(
        (value) =>
          value.propertyCategory === undefined ||
          propertyTypeOptions(String(value.propertyCategory), form.options).includes(String(value.propertyType ?? "")),
        { error: t(FIELDS.propertyType.message), path: ["propertyType"] },
      ),
      ...SCALAR_FIELDS.filter((field) => requiredWhereItApplies(field, build)).map((field) =>
        z.refine(
          (value) =>
            !applies(field, value as Record<string, unknown>) ||
            (value as Record<string, unknown>)[field] !== undefined,
          {
            error: fieldMessage(field, form, t),
            path: [field],
            // Also when another field is wrong: a missing field is shown with the others.
            when: (payload) => typeof payload.value === "object" && payload.value !== null,
          },
        ),
      ),
      z.refine(
        (value) =>
          value.floorNumber === undefined ||
          value.totalFloors === undefined ||
          Number(value.floorNumber) <= Number(value.totalFloors),
        { error: t(LIST_MESSAGES.floorAboveTotal), path: ["floorNumber"] },
      ),
      // A plot's size is its front and depth together, in a unit: one without the others says nothing.
      ...(["plotFront", "plotDepth", "dimensionUnit"] as const).map((field) =>
        z.refine(
          (value) => {
            const values = value as Record<string, unknown>;
            return (values.plotFront === undefined && values.plotDepth === undefined) || values[field] !== undefined;
          },
          { error: t(LIST_MESSAGES.dimensions), path: [field] },
        ),
      ),
    );
  return z.pipe(
    z.pipe(z.transform(withoutInapplicable), object),
    z.transform((value) => withPin(value as Record<string, unknown>)),
  ) as unknown as z.ZodMiniType<ListingInput>;
}

export type ListingSchema = ReturnType<typeof listingSchema>;

export interface ListingFailure {
  ok: false;
  message: string;
  field?: string;
  /** Every field of the same step that is wrong, with its own message: all shown at once. */
  fields?: Record<string, string>;
  /** 1 to 4: the wizard step that asks for the field. */
  step: number;
}

/**
 * The first problem, worded with the step and field to fix ("Property Details (step 1): ...").
 * With `step`, only that step's fields count: the wizard's Next runs the whole schema the
 * server runs and keeps the step's problems, so a value a step accepts is never refused at
 * the end (B4).
 */
export function checkListing(
  schema: ListingSchema,
  values: unknown,
  t: Translate = fill,
  step?: number,
): { ok: true; data: ListingInput } | ListingFailure {
  const checked = check(schema, values);
  if (checked.ok) return { ok: true, data: checked.data as ListingInput };
  const first = step === undefined ? checked : checked.problems.find((problem) => stepOfField(problem.field) === step);
  if (!first) return { ok: true, data: values as ListingInput };
  const failure = describeFailure(first.message, first.field, t);
  // The first problem leads (its step opens, its field is focused); the rest of its step is
  // shown with it, so that a step with three mistakes takes one correction, not three sends.
  const fields: Record<string, string> = {};
  for (const { field, message } of checked.problems) {
    if (field && stepOfField(field) === failure.step) fields[field] ??= t(message);
  }
  return { ...failure, fields };
}

/** The failure in a language: its message (already worded in it, or an English key) after its step. */
export function describeFailure(message: string, field: string | undefined, t: Translate = fill): ListingFailure {
  const step = stepOfField(field);
  const title = WIZARD_STEPS[step - 1]?.title ?? WIZARD_STEPS[0]?.title ?? "";
  return {
    ok: false,
    message: t("{title} (step {step}): {message}", { title: t(title), step, message: t(message) }),
    field,
    step,
  };
}

/** What posting a property or project answers. */
export type PostResult =
  /** nextFormToken: the wizard's token for its next, different submission. */
  | { ok: true; message: string; id: string; nextFormToken?: string }
  | (Omit<ListingFailure, "step"> & { step?: number; signedOut?: boolean });

/**
 * What a wizard loads lazily to check its form in the browser: form values in (any
 * spelling), the first problem or nothing out; with a step, that step's first problem.
 * The same check the server makes.
 */
export type ListingCheck = (values: Record<string, unknown>, step?: number) => { ok: true } | ListingFailure;

export function listingCheck(schema: ListingSchema, t: Translate = fill): ListingCheck {
  return (values, step) => checkListing(schema, normaliseListing(values), t, step);
}
