import { describe, expect, it } from "vitest";
import { check } from "#app/modules/platform/form-schema";
import { OUR_PROJECT_MESSAGES } from "./our-project-words";
import { isProjectDate, OurProjectSchema } from "./our-projects";

const good = { name: "Awadh Greens Phase II", description: "48 plots", startDate: "2026-01-10", endDate: "2026-12-31" };

describe("OurProjectSchema", () => {
  it("accepts a project and trims it", () => {
    const result = check(OurProjectSchema, { ...good, name: "  Awadh Greens Phase II " });
    expect(result).toMatchObject({ ok: true, data: { name: "Awadh Greens Phase II" } });
  });

  it("checks name, start, end, then the order of the dates", () => {
    expect(check(OurProjectSchema, { ...good, name: " ", startDate: "" })).toMatchObject({
      message: OUR_PROJECT_MESSAGES.name,
      field: "name",
    });
    expect(check(OurProjectSchema, { ...good, startDate: "" })).toMatchObject({
      message: OUR_PROJECT_MESSAGES.startDate,
    });
    expect(check(OurProjectSchema, { ...good, endDate: "2026-02-30" })).toMatchObject({
      message: OUR_PROJECT_MESSAGES.endDate,
    });
    expect(check(OurProjectSchema, { ...good, endDate: "2026-01-09" })).toMatchObject({
      message: OUR_PROJECT_MESSAGES.order,
      field: "endDate",
    });
  });

  it("allows a project that starts and ends on the same day", () => {
    expect(check(OurProjectSchema, { ...good, endDate: good.startDate }).ok).toBe(true);
  });

  it("knows a calendar date", () => {
    expect(isProjectDate("2028-02-29")).toBe(true);
    expect(isProjectDate("2027-02-29")).toBe(false);
    expect(isProjectDate("29/02/2028")).toBe(false);
    // Four digits the date picker lets people type, but no project's year (the database has no year 0).
    expect(isProjectDate("0000-01-01")).toBe(false);
    expect(isProjectDate("1899-12-31")).toBe(false);
    expect(isProjectDate("1900-01-01")).toBe(true);
  });
});
