import { describe, expect, it } from "vitest";
import { PROJECT_FORM, PROPERTY_FORM } from "#app/config/enums";
import { FIELDS, type FieldSpec, isRequired, REQUIRED_FIELDS, SCALAR_FIELDS, WIZARD_STEPS, wizardView } from "./fields";
import { emptyDraft, fieldsToAsk, withField } from "./wizard-view";

const messages = { mustLogIn: "", submitted: "", submitFailed: "", uploaded: "", uploadFailed: "" };
const propertyForm = { noun: "property", options: PROPERTY_FORM, required: REQUIRED_FIELDS, messages } as const;

describe("the field declaration", () => {
  it("gives the wizard its four steps, every field a person fills in on the first two", () => {
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual([
      "Property Details",
      "Additional Details",
      "Amenities",
      "Upload Images",
    ]);
    expect(SCALAR_FIELDS).not.toContain("areaSqft");
    expect(SCALAR_FIELDS).not.toContain("pricePerSqft");
    expect(SCALAR_FIELDS).toEqual(
      expect.arrayContaining(["bedrooms", "plotArea", "areaUnit", "possession", "reraNumber"]),
    );
  });

  it("requires what a listing needs, and the bedrooms only of homes", () => {
    expect(REQUIRED_FIELDS).toEqual([
      "listingType",
      "propertyCategory",
      "propertyType",
      "city",
      "locality",
      "contactNumber",
      "bedrooms",
      "possessionBy",
    ]);
    expect(FIELDS.bedrooms.when).toEqual({
      propertyType: ["Flat/Apartment", "Independent House/Villa", "1 RK/Studio Apartment"],
    });
  });
});

describe("wizardView", () => {
  const view = wizardView(propertyForm, "wizard");

  it("describes the two steps of fields as data the page can carry", () => {
    expect(view.steps.map((step) => step.title)).toEqual(["Property Details", "Additional Details"]);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    const bedrooms = view.steps[1]?.fields.find((field) => field.name === "bedrooms");
    expect(bedrooms).toMatchObject({ kind: "choice", required: true });
    expect(bedrooms?.options?.slice(0, 4)).toEqual([
      { value: "0", label: "1 RK" },
      { value: "1", label: "1 BHK" },
      { value: "2", label: "2 BHK" },
      { value: "3", label: "3 BHK" },
    ]);
    const type = view.steps[0]?.fields.find((field) => field.name === "propertyType");
    expect(type?.byCategory?.Commercial?.map((option) => option.value)).toEqual([
      ...PROPERTY_FORM.propertyTypes.Commercial,
    ]);
  });

  it("offers each form its own options", () => {
    const project = wizardView({ ...propertyForm, noun: "project", options: PROJECT_FORM }, "wizard");
    const listingType = project.steps[0]?.fields.find((field) => field.name === "listingType");
    expect(listingType?.options?.map((option) => option.value)).toEqual(["Sell", "Rent", "PG"]);
  });

  it("asks a plot no bedrooms, and the possession month only under construction", () => {
    let draft = emptyDraft(view);
    const asked = () => fieldsToAsk(view.steps[1]?.fields ?? [], draft).map((field) => field.name);
    draft = withField(withField(draft, "listingType", "Sell"), "propertyType", "Plot/Land");
    expect(asked()).not.toContain("bedrooms");
    expect(asked()).toContain("possession");
    expect(asked()).not.toContain("possessionBy");
    draft = withField(withField(draft, "propertyType", "Flat/Apartment"), "possession", "Under construction");
    expect(asked()).toContain("bedrooms");
    expect(asked()).toContain("possessionBy");
    draft = withField(draft, "listingType", "Rent");
    expect(asked()).not.toContain("possession");
  });

  it("never asks a plot or land for furnishing, floor number or total floors; a building, always", () => {
    let draft = emptyDraft(view);
    const asked = () => fieldsToAsk(view.steps[1]?.fields ?? [], draft).map((field) => field.name);
    const built = ["furnishing", "floorNumber", "totalFloors"];
    for (const [category, type] of [
      ["Residential", "Plot/Land"],
      ["Residential", "Agricultural Land"],
      ["Commercial", "Plot/Land"],
      ["Commercial", "Agricultural Land"],
    ]) {
      draft = withField(withField(draft, "propertyCategory", String(category)), "propertyType", String(type));
      for (const field of built) expect(asked(), `${type}: ${field}`).not.toContain(field);
    }
    for (const type of [...PROPERTY_FORM.propertyTypes.Residential, ...PROJECT_FORM.propertyTypes.Commercial]) {
      if (type === "Plot/Land" || type === "Agricultural Land") continue;
      draft = withField(draft, "propertyType", type);
      expect(asked(), type).toEqual(expect.arrayContaining(built));
    }
  });

  it("marks the price as an amount (its short form is shown as it is typed) and starts from the given defaults", () => {
    const price = view.steps[1]?.fields.find((field) => field.name === "price");
    expect(price?.amount).toBe("price");
    const amounts = view.steps.flatMap((step) => step.fields).filter((field) => field.amount);
    expect(Object.fromEntries(amounts.map((field) => [field.name, field.amount]))).toEqual({
      price: "price",
      securityDeposit: "once",
      maintenance: "month",
    });
    expect(emptyDraft({ ...view, defaults: { contactNumber: "9839012345" } }).values).toMatchObject({
      contactNumber: "9839012345",
      price: "",
    });
  });

  it("marks every field the old one-page form had as required there", () => {
    const complete = wizardView(propertyForm, "complete");
    const required = complete.steps.flatMap((step) =>
      step.fields.filter((field) => field.required).map((field) => field.name),
    );
    expect(required).toEqual(expect.arrayContaining(["address", "plotArea", "price", "facingType", "description"]));
    expect(required).not.toContain("reraNumber");
    expect(required).not.toContain("areaUnit");
  });
});

describe("safe defaults of the declaration", () => {
  it("leaves a field optional unless it is marked required, on the one-page form too", () => {
    const unmarked = SCALAR_FIELDS.filter((field) => !(FIELDS[field] as FieldSpec).required);
    expect(unmarked).toEqual(expect.arrayContaining(["bathrooms", "areaUnit", "areaKind", "possession", "reraNumber"]));
    for (const field of unmarked) {
      expect(isRequired(field, propertyForm, "wizard")).toBe(false);
      expect(isRequired(field, propertyForm, "complete")).toBe(false);
    }
  });

  it("requires on the one-page form what the old form required", () => {
    expect(SCALAR_FIELDS.filter((field) => isRequired(field, propertyForm, "complete"))).toEqual([
      "listingType",
      "propertyCategory",
      "propertyType",
      "city",
      "projectBuildingName",
      "locality",
      "address",
      "contactNumber",
      "bedrooms",
      "plotArea",
      "price",
      "possessionBy",
      "furnishing",
      "floorNumber",
      "totalFloors",
      "facingType",
      "description",
    ]);
  });

  it("keeps every option list in app/config/enums.ts (none written inline here)", async () => {
    const source = await import("node:fs").then((fs) =>
      fs.readFileSync(new URL("./fields.ts", import.meta.url), "utf8"),
    );
    expect(source).not.toMatch(/options: \[/);
    expect(source).not.toMatch(/optionLabels: \{/);
  });
});
