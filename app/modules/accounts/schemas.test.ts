import { describe, expect, it } from "vitest";
import { LIMITS } from "#app/config/limits";
import { check } from "#app/modules/platform/form-schema";
import { LoginSchema, SignUpSchema } from "./schemas";
import { SIGN_UP_MESSAGES } from "./words";

const valid = {
  name: "Asha Verma",
  mobileNumber: "9839012345",
  email: "asha@example.in",
  password: "secret1",
  confirmPassword: "secret1",
  role: "Owner",
};

describe("SignUpSchema", () => {
  it("accepts a complete sign-up and normalises it", () => {
    const result = check(SignUpSchema, { ...valid, email: "  Asha@Example.IN ", mobileNumber: "98390 12345" });
    expect(result).toEqual({ ok: true, data: { ...valid } });
  });

  it("reports the spec's messages in the spec's order", () => {
    // Everything wrong at once: each fix reveals the next message in order.
    const steps: Array<[Partial<typeof valid>, string]> = [
      [{ name: "   " }, SIGN_UP_MESSAGES.name],
      [{ mobileNumber: "12345" }, SIGN_UP_MESSAGES.mobile],
      [{ email: "asha@" }, SIGN_UP_MESSAGES.email],
      [{ password: "abc" }, SIGN_UP_MESSAGES.passwordShort],
      [{ confirmPassword: "secret2" }, SIGN_UP_MESSAGES.mismatch],
      [{ role: "Admin" }, SIGN_UP_MESSAGES.role],
    ];
    let input: Record<string, string> = { ...valid };
    for (const [broken] of steps) input = { ...input, ...broken };
    for (const [broken, message] of steps) {
      const result = check(SignUpSchema, input);
      expect(result).toMatchObject({ ok: false, message });
      for (const key of Object.keys(broken)) input[key] = valid[key as keyof typeof valid];
    }
    expect(check(SignUpSchema, input).ok).toBe(true);
  });

  it("checks each rule on its own", () => {
    expect(check(SignUpSchema, { ...valid, name: "" })).toMatchObject({
      message: "Name cannot be empty.",
      field: "name",
    });
    expect(check(SignUpSchema, { ...valid, mobileNumber: "98390123456" })).toMatchObject({
      message: "Invalid mobile number. Enter 10 digits.",
    });
    expect(check(SignUpSchema, { ...valid, mobileNumber: "98390abcde" })).toMatchObject({
      message: "Invalid mobile number. Enter 10 digits.",
    });
    expect(check(SignUpSchema, { ...valid, email: "not-an-email" })).toMatchObject({
      message: "Invalid email format.",
    });
    expect(check(SignUpSchema, { ...valid, password: "12345", confirmPassword: "12345" })).toMatchObject({
      message: "Password must be at least 6 characters.",
    });
    expect(check(SignUpSchema, { ...valid, confirmPassword: "secret" })).toMatchObject({
      message: "Passwords do not match.",
      field: "confirmPassword",
    });
  });

  it("asks for the role only after the spec's five checks pass", () => {
    const { role: _role, ...withoutRole } = valid;
    expect(check(SignUpSchema, { ...withoutRole, confirmPassword: "other1" })).toMatchObject({
      message: "Passwords do not match.",
    });
    expect(check(SignUpSchema, withoutRole)).toMatchObject({ message: SIGN_UP_MESSAGES.role, field: "role" });
  });

  it("never accepts Admin or a missing field", () => {
    expect(check(SignUpSchema, { ...valid, role: "Admin" })).toMatchObject({ ok: false, field: "role" });
    expect(check(SignUpSchema, {})).toMatchObject({ ok: false, message: "Name cannot be empty." });
  });
});

describe("LoginSchema", () => {
  it("requires both fields", () => {
    expect(check(LoginSchema, { email: " ", password: "x" })).toMatchObject({ ok: false, field: "email" });
    expect(check(LoginSchema, { email: "a@b.in", password: "" })).toMatchObject({ ok: false, field: "password" });
    expect(check(LoginSchema, { email: "A@B.in", password: "x" })).toEqual({
      ok: true,
      data: { email: "a@b.in", password: "x" },
    });
  });
});

describe("the sign-up messages that name a limit", () => {
  it("name the limits the schema applies", () => {
    expect(SIGN_UP_MESSAGES.nameTooLong).toContain(` ${LIMITS.nameMax} `);
    expect(SIGN_UP_MESSAGES.passwordLong).toContain(` ${LIMITS.passwordMax} `);
  });
});
