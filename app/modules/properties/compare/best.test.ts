import { describe, expect, it } from "vitest";
import { bestOf, bestWithinGroups } from "./best";

describe("bestOf", () => {
  it("marks the lowest or the highest among the known values, ties together", () => {
    expect([...bestOf([300, 200, null, 200], "lower")]).toEqual([1, 3]);
    expect([...bestOf([300, 200, null], "higher")]).toEqual([0]);
  });

  it("marks nothing with fewer than two known values, or when they are all the same", () => {
    expect(bestOf([300, null, null], "lower").size).toBe(0);
    expect(bestOf([5, 5], "lower").size).toBe(0);
    expect(bestOf([Number.NaN, 4], "lower").size).toBe(0);
  });
});

describe("bestWithinGroups", () => {
  it("compares sales with sales and rents with rents", () => {
    // Two sales and one rent: the rent is not the cheapest of the three, it stands alone.
    expect([...bestWithinGroups([90_00_000, 60_00_000, 25_000], ["sale", "sale", "rent"], "lower")]).toEqual([1]);
    expect([...bestWithinGroups([1, 2, 3, 4], ["sale", "rent", "sale", "rent"], "lower")].sort()).toEqual([0, 1]);
  });
});
