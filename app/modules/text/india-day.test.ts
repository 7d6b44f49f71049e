import { describe, expect, it } from "vitest";
import { endOfIndiaDay, endOfIndiaHour, indiaDay, indiaHour } from "./india-day";

describe("India hours and days", () => {
  it("reads the hour and the day as Lucknow's clock does (+5:30, all year)", () => {
    // 17:45 UTC is 23:15 in Lucknow; 18:45 UTC is 00:15 the next day there.
    const late = new Date("2031-04-04T17:45:00Z");
    expect(indiaHour(late)).toBe("2031-04-04T23");
    expect(indiaDay(late)).toBe("2031-04-04");
    expect(endOfIndiaHour(late).toISOString()).toBe("2031-04-04T18:30:00.000Z");
    expect(endOfIndiaDay(late).toISOString()).toBe("2031-04-04T18:30:00.000Z");
    const past = new Date("2031-04-04T18:45:00Z");
    expect(indiaHour(past)).toBe("2031-04-05T00");
    expect(indiaDay(past)).toBe("2031-04-05");
    expect(endOfIndiaHour(past).toISOString()).toBe("2031-04-04T19:30:00.000Z");
    expect(endOfIndiaDay(past).toISOString()).toBe("2031-04-05T18:30:00.000Z");
  });

  it("ends an hour at its next hour even at its first instant", () => {
    const start = new Date("2031-04-04T04:30:00Z"); // 10:00 in Lucknow
    expect(indiaHour(start)).toBe("2031-04-04T10");
    expect(endOfIndiaHour(start).toISOString()).toBe("2031-04-04T05:30:00.000Z");
  });
});
