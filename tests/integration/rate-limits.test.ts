import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/config/limits";
import * as login from "#app/routes/_auth/login";
import * as sign from "#app/routes/_auth/sign";
import { callRoute, request, startServices, type TestServices } from "./harness";

let services: TestServices;
beforeAll(async () => {
  services = await startServices({ rateLimits: true });
});
afterAll(async () => {
  await services?.stop();
});

describe("rate limits on our own actions", () => {
  it("refuses sign-in attempts beyond the limit from one address with 429 and a clear message", async () => {
    const form = { email: "target@example.in", password: "guess" };
    for (let attempt = 1; attempt <= RATE_LIMITS.signIn.max; attempt++) {
      const result = await callRoute(login.action, request("/login", { method: "POST", form, ip: "198.51.100.1" }));
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await callRoute(login.action, request("/login", { method: "POST", form, ip: "198.51.100.1" }));
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many attempts.*Please wait/),
    });
    // Another address is not affected.
    const other = await callRoute(login.action, request("/login", { method: "POST", form, ip: "198.51.100.2" }));
    expect(other.status).toBe(401);
  });

  it("refuses sign-ups beyond the limit without creating the account", async () => {
    const base = {
      name: "Flood",
      mobileNumber: "9839000000",
      password: "Quiet-Garden-77",
      confirmPassword: "Quiet-Garden-77",
      role: "Client",
    };
    let last = 0;
    for (let attempt = 1; attempt <= RATE_LIMITS.signUp.max + 1; attempt++) {
      const form = { ...base, email: `flood${attempt}@example.in` };
      const result = await callRoute(sign.action, request("/sign", { method: "POST", form, ip: "198.51.100.9" }));
      last = result.status;
      if (attempt <= RATE_LIMITS.signUp.max) expect(result.status, `attempt ${attempt}`).toBe(200);
    }
    expect(last).toBe(429);
    const { getDb } = await import("#app/modules/db/db.server");
    const { user } = await import("#db/schema");
    const { eq } = await import("drizzle-orm");
    expect(await getDb().$count(user, eq(user.email, `flood${RATE_LIMITS.signUp.max + 1}@example.in`))).toBe(0);
  });
});
