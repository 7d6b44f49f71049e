import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults for a newcomer", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", SEED_DEMO: true, publicUrl: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
  });

  it("names every bad setting in one message", () => {
    const bad = () => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe" });
    expect(bad).toThrow(EnvError);
    try {
      bad();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: must be a whole number from 1 to 65535");
      expect(message).toContain("DATABASE_URL: must start with postgres://");
      expect(message).toContain("SEED_DEMO: use 1 or 0");
    }
  });

  it("asks for settings that only work together", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "admin@example.in" })).toThrow(
      "ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together",
    );
    expect(() => parseEnv({ S3_BUCKET: "photos" })).toThrow(
      "set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
    );
    expect(() => parseEnv({ SMS_PROVIDER: "twilio", SMS_API_KEY: "AC1:token" })).toThrow(
      "SMS_SENDER: is needed to send SMS through twilio",
    );
    expect(() => parseEnv({ SMS_PROVIDER: "msg91", SMS_API_KEY: "key" })).toThrow(
      "SMS_DLT_TEMPLATE_ID: is needed to send SMS through msg91",
    );
    expect(() => parseEnv({ SMS_PROVIDER: "sms-box" })).toThrow("SMS_PROVIDER: must be msg91 or twilio");
    expect(parseEnv({ SMS_PROVIDER: "msg91", SMS_API_KEY: "key", SMS_DLT_TEMPLATE_ID: "1107" }).SMS_PROVIDER).toBe(
      "msg91",
    );
  });

  it("takes the bigha's square feet from BIGHA_SQFT, 27,000 unless set", () => {
    expect(parseEnv({}).BIGHA_SQFT).toBe(27_000);
    expect(parseEnv({ BIGHA_SQFT: "17424" }).BIGHA_SQFT).toBe(17_424);
    expect(parseEnv({ BIGHA_SQFT: "6771.5" }).BIGHA_SQFT).toBe(6_771.5);
    for (const bad of ["0", "-27000", "big", "Infinity", "27,000"]) {
      expect(() => parseEnv({ BIGHA_SQFT: bad }), bad).toThrow(
        "BIGHA_SQFT: must be a positive number of square feet, such as 27000",
      );
    }
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", AUTH_SECRET: " " }).DATABASE_URL).toBeUndefined();
  });

  it("trusts a number of proxy hops or the proxies' addresses, never every hop", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    // "1" (what the deploy guide said) is one hop: the address the balancer appended.
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16, fd00::/8, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of ["10.0.0.0/33", "balancer.internal", "10.0.0.1, ,x", "-1", "1.5"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: use a number of proxy hops/);
    }
  });
});
