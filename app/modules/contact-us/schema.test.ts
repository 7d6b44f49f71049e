import { describe, expect, it } from "vitest";
import { check } from "#app/modules/platform/form-schema";
import { CONTACT_MESSAGES, ContactSchema } from "./schema";

const good = {
  name: "Ravi Mishra",
  mobileNumber: "98390 11111",
  email: "Ravi@Example.in ",
  message: "A plot near Faizabad Road?",
};

describe("ContactSchema", () => {
  it("gives the spec's messages in the spec's order", () => {
    const empty = { name: "", mobileNumber: "", email: "", message: "" };
    expect(check(ContactSchema, empty)).toMatchObject({ message: CONTACT_MESSAGES.name, field: "name" });
    expect(check(ContactSchema, { ...empty, name: "Ravi" })).toMatchObject({
      message: "❌ Invalid mobile number. Enter 10 digits.",
      field: "mobileNumber",
    });
    expect(check(ContactSchema, { ...empty, name: "Ravi", mobileNumber: "9839011111" })).toMatchObject({
      message: "❌ Invalid email format.",
      field: "email",
    });
    expect(check(ContactSchema, { ...good, message: "   " })).toMatchObject({
      message: "❌ Message cannot be empty.",
      field: "message",
    });
  });

  it("refuses a mobile number that is not exactly 10 digits", () => {
    for (const mobileNumber of ["983901111", "98390111112", "98390abcde", "+919839011111"]) {
      expect(check(ContactSchema, { ...good, mobileNumber }).ok, mobileNumber).toBe(false);
    }
  });

  it("cleans a good message", () => {
    expect(check(ContactSchema, good)).toEqual({
      ok: true,
      data: {
        name: "Ravi Mishra",
        mobileNumber: "9839011111",
        email: "ravi@example.in",
        message: "A plot near Faizabad Road?",
      },
    });
  });

  it("drops NUL characters, which the database cannot store", () => {
    expect(check(ContactSchema, { ...good, message: "Hello\u0000 there" })).toMatchObject({
      ok: true,
      data: { message: "Hello there" },
    });
    expect(check(ContactSchema, { ...good, name: "\u0000" })).toMatchObject({ message: CONTACT_MESSAGES.name });
  });

  it("caps the lengths", () => {
    expect(check(ContactSchema, { ...good, message: "x".repeat(4001) })).toMatchObject({
      message: CONTACT_MESSAGES.messageTooLong,
    });
  });
});
