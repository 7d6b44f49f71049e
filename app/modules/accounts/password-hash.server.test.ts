import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "@better-auth/utils/password";
import { describe, expect, it } from "vitest";
import { PRODUCTION_HASH_COST, parseHash, passwordHasher } from "./password-hash.server";

describe("password hashes", () => {
  it("at the production cost are Better Auth's own: each verifies the other's", async () => {
    const production = passwordHasher();
    const ours = await production.hash("Gomti-Riverfront-1");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify(ours, "Gomti-Riverfront-1")).toBe(true);
    const theirs = await betterAuthHash("Gomti-Riverfront-1");
    expect(await production.verify({ hash: theirs, password: "Gomti-Riverfront-1" })).toBe(true);
    expect(await production.verify({ hash: theirs, password: "Gomti-Riverfront-2" })).toBe(false);
  });

  it("at another cost record it, and verify with it whatever the setting is now", async () => {
    const cheap = await passwordHasher(10).hash("Hazratganj-9");
    expect(parseHash(cheap)).toMatchObject({ cost: 10 });
    expect(cheap.startsWith("scrypt$10$")).toBe(true);
    expect(await passwordHasher(PRODUCTION_HASH_COST).verify({ hash: cheap, password: "Hazratganj-9" })).toBe(true);
    expect(await passwordHasher(12).verify({ hash: cheap, password: "Hazratganj-8" })).toBe(false);
  });

  it("refuses a malformed hash", async () => {
    await expect(passwordHasher().verify({ hash: "not-a-hash", password: "x" })).rejects.toThrow(/Invalid/);
  });
});
