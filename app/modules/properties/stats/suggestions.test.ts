import { describe, expect, it } from "vitest";
import { type ListingForSuggestions, SUGGESTION_MESSAGES, suggestionsFor } from "./suggestions";

const AT = new Date("2026-11-25T06:00:00Z");
const DAY = 24 * 60 * 60_000;
const COMPLETE: ListingForSuggestions = {
  id: "6f9619ff-8b86-4d01-b42d-00cf4fc964ff",
  status: "live",
  photos: 6,
  area: 1200,
  description: "Corner flat on the third floor, east facing, two minutes from the metro.",
  expiresAt: new Date(AT.getTime() + 30 * DAY),
};

describe("suggestions for a listing", () => {
  it("has none for a complete listing far from its expiry", () => {
    expect(suggestionsFor(COMPLETE, AT)).toEqual([]);
  });

  it("asks for photos, the area and a description, each linking to the wizard's step", () => {
    const suggestions = suggestionsFor({ ...COMPLETE, photos: 1, area: null, description: "" }, AT);
    expect(suggestions.map((s) => s.kind)).toEqual(["photos", "area", "description"]);
    expect(suggestions[0]).toMatchObject({
      text: SUGGESTION_MESSAGES.photos,
      href: `/postproperty?edit=${COMPLETE.id}&step=4`,
    });
    expect(suggestions[1]).toMatchObject({ href: `/postproperty?edit=${COMPLETE.id}&step=2` });
    expect(suggestions[2]).toMatchObject({ href: expect.stringMatching(/&step=[12]$/) });
  });

  it("asks to confirm a live listing within a week of its expiry, and to renew an expired one", () => {
    const soon = new Date(AT.getTime() + 3 * DAY);
    expect(suggestionsFor({ ...COMPLETE, expiresAt: soon }, AT)).toEqual([
      { kind: "confirm", text: SUGGESTION_MESSAGES.confirm, expiresAt: soon.toISOString() },
    ]);
    expect(suggestionsFor({ ...COMPLETE, status: "expired", expiresAt: null }, AT).map((s) => s.kind)).toEqual([
      "renew",
    ]);
  });

  it("suggests no edits of a closed listing", () => {
    expect(suggestionsFor({ ...COMPLETE, status: "closed", photos: 0, area: null, description: "" }, AT)).toEqual([]);
  });
});
