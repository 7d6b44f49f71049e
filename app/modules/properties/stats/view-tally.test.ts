import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "#app/modules/platform/clock.server";
import { indiaDay, lastIndiaDays, startOfIndiaDay } from "#app/modules/text/india-day";
import { ViewTally } from "./view-tally";

const A = "6f9619ff-8b86-4d01-b42d-00cf4fc964ff";
const B = "0b7c1d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";

afterEach(() => setClock(null));

describe("India days", () => {
  it("a view after 18:30 UTC belongs to the next day in Lucknow", () => {
    expect(indiaDay(new Date("2026-11-24T18:29:59Z"))).toBe("2026-11-24");
    expect(indiaDay(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
    expect(indiaDay(new Date("2026-11-25T00:10:00Z"))).toBe("2026-11-25");
  });

  it("a day begins at 18:30 UTC the day before", () => {
    expect(startOfIndiaDay("2026-11-25").toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });

  it("the last 30 days end with today in India, across a month's end", () => {
    const days = lastIndiaDays(new Date("2026-11-30T20:00:00Z"), 30);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe("2026-12-01");
    expect(days[0]).toBe("2026-11-02");
  });
});

describe("the tally of views", () => {
  it("counts by listing and India day as the clock moves across midnight UTC", () => {
    const tally = new ViewTally();
    setClock(new Date("2026-11-24T18:00:00Z")); // 23:30 in Lucknow, 24 November
    tally.add(A);
    tally.add(A);
    setClock(new Date("2026-11-24T18:45:00Z")); // 00:15 in Lucknow, 25 November (still the 24th in UTC)
    tally.add(A);
    setClock(new Date("2026-11-25T00:05:00Z")); // just after midnight UTC: still the 25th in Lucknow
    tally.add(A);
    tally.add(B);
    const counts = tally.take().sort((x, y) => `${x.propertyId}${x.day}`.localeCompare(`${y.propertyId}${y.day}`));
    expect(counts).toEqual([
      { propertyId: B, day: "2026-11-25", kind: "page", count: 1 },
      { propertyId: A, day: "2026-11-24", kind: "page", count: 2 },
      { propertyId: A, day: "2026-11-25", kind: "page", count: 2 },
    ]);
    expect(tally.size).toBe(0);
  });

  it("keeps at most its bound of entries and counts what it dropped", () => {
    const tally = new ViewTally(2);
    expect(tally.add(A)).toBe(true);
    expect(tally.add(B)).toBe(true);
    expect(tally.add("11111111-1111-4111-8111-111111111111")).toBe(false);
    expect(tally.add(A)).toBe(true);
    expect(tally.size).toBe(2);
    expect(tally.dropped).toBe(1);
  });

  it("takes back counts a failed write could not store", () => {
    const tally = new ViewTally();
    setClock(new Date("2026-11-25T06:00:00Z"));
    tally.add(A);
    const taken = tally.take();
    tally.add(A);
    tally.putBack(taken);
    expect(tally.take()).toEqual([{ propertyId: A, day: "2026-11-25", kind: "page", count: 2 }]);
  });
});
