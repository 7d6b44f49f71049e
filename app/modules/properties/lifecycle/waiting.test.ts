import { describe, expect, it } from "vitest";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { waitedFor } from "./waiting";

const SENT = "2026-03-01T10:00:00.000Z";
const hoursLater = (hours: number) => Date.parse(SENT) + hours * 60 * 60 * 1000;

describe("how long a listing has waited", () => {
  it("reads under an hour, then hours up to two days, then days", () => {
    expect(waitedFor(SENT, hoursLater(0.5))).toBe("under an hour");
    expect(waitedFor(SENT, hoursLater(1))).toBe("1 hour");
    expect(waitedFor(SENT, hoursLater(47))).toBe("47 hours");
    expect(waitedFor(SENT, hoursLater(48))).toBe("2 days");
    expect(waitedFor(SENT, hoursLater(24 * 9 + 5))).toBe("9 days");
  });

  it("reads in the page's language", () => {
    const hindi = serverTranslator("hi");
    expect(waitedFor(SENT, hoursLater(0.5), hindi)).toBe("एक घंटे से कम समय");
    expect(waitedFor(SENT, hoursLater(5), hindi)).toBe("5 घंटे");
    expect(waitedFor(SENT, hoursLater(24 * 9 + 5), hindi)).toBe("9 दिन");
  });
});
