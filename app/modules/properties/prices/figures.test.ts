import { describe, expect, it } from "vitest";
import { isPublished, localityKey, monthOf, monthsBefore, monthsBetween, PUBLISH_AT_LEAST } from "./figures";

describe("locality price figures", () => {
  it("are published from 5 live listings up", () => {
    expect(PUBLISH_AT_LEAST).toBe(5);
    expect(isPublished({ n: 4 })).toBe(false);
    expect(isPublished({ n: 5 })).toBe(true);
  });

  it("name a month by its first day in India time (the job runs at 2:30 IST, still yesterday in UTC)", () => {
    expect(monthOf(new Date("2026-11-30T21:00:00Z"))).toBe("2026-12-01");
    expect(monthOf(new Date("2026-11-30T18:00:00Z"))).toBe("2026-11-01");
    expect(monthsBefore("2026-11-01", 11)).toBe("2025-12-01");
    expect(monthsBefore("2026-01-01", 1)).toBe("2025-12-01");
    expect(monthsBetween("2025-12-01", "2026-11-01")).toBe(11);
  });

  it("key a locality as search matches it, case and spaces aside", () => {
    expect(localityKey("  Gomti Nagar ")).toBe("gomti nagar");
  });
});
