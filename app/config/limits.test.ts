import { describe, expect, it } from "vitest";
import { parseRateLimitSwitch } from "./limits";

/** Every rate-limit bucket, in alphabetical order. */
const EVERY_BUCKET = [
  "accountDetails",
  "accountEmail",
  "apiKey",
  "apiKeyMissing",
  "contact",
  "enquiry",
  "enquiryListing",
  "mobileCodeAddress",
  "mobileCodeNumber",
  "passwordCheck",
  "passwordReset",
  "passwordResetAccount",
  "report",
  "signIn",
  "signInAccount",
  "signInAccountEverywhere",
  "signUp",
  "signUpEmail",
  "upload",
];

describe("parseRateLimitSwitch", () => {
  const lifted = (value: string | undefined) => {
    const parsed = parseRateLimitSwitch(value);
    return parsed.ok ? [...parsed.lifted].sort() : parsed.error;
  };

  it("keeps every limit when unset or 0", () => {
    expect(lifted(undefined)).toEqual([]);
    expect(lifted("0")).toEqual([]);
  });

  it("lifts every limit for 1", () => {
    expect(lifted("1")).toEqual(EVERY_BUCKET);
  });

  it("lifts only the named buckets", () => {
    expect(lifted("signIn, signUp")).toEqual(["signIn", "signUp"]);
  });

  it("lifts all but the buckets marked with !", () => {
    expect(lifted("!contact")).toEqual(EVERY_BUCKET.filter((bucket) => bucket !== "contact"));
    expect(lifted("!contact,signIn")).toMatch(/not both/);
  });

  it("names an unknown bucket", () => {
    expect(lifted("signIn,contacts")).toMatch(/unknown: contacts/);
  });
});
