import { describe, expect, it } from "vitest";
import { isWeakPassword } from "./password-strength.server";

describe("isWeakPassword", () => {
  it("refuses the most common passwords, whatever their case", () => {
    for (const password of ["123456", "password", "qwerty123", "iloveyou", "PASSWORD", "111111"]) {
      expect(isWeakPassword(password), password).toBe(true);
    }
  });

  it("refuses a repeated character and the account's own details", () => {
    expect(isWeakPassword("zzzzzzzz")).toBe(true);
    expect(isWeakPassword("asha.verma", { email: "asha.verma@example.in" })).toBe(true);
    expect(isWeakPassword("9839012345", { mobileNumber: "9839012345" })).toBe(true);
  });

  it("accepts an uncommon password", () => {
    expect(isWeakPassword("gomti-sunset-42")).toBe(false);
    expect(isWeakPassword("Hazratganj#2026")).toBe(false);
  });
});
