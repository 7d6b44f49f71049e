import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { parseEnv } from "#app/modules/platform/env.server";
import * as sign from "#app/routes/_auth/sign";
import { account, user } from "#db/schema";
import { callRoute, request, servicesForFile, signInCookie } from "../../support/harness";

// Every other test file hashes at a cheap cost (harness.ts); this one boots with the
// production settings' default and checks that a sign-up is hashed at the production cost.
const _services = servicesForFile({ productionPasswordCost: true });

it("hashes passwords with scrypt at N = 16384, r = 16, p = 1 unless told otherwise", async () => {
  expect(parseEnv({}).PASSWORD_HASH_COST).toBe(14);
  const form = {
    name: "Ritu Saxena",
    mobileNumber: "9839022222",
    email: "ritu.saxena@example.in",
    password: "Kaiserbagh#1857",
    confirmPassword: "Kaiserbagh#1857",
    role: "Owner",
  };
  expect((await callRoute(sign.action, request("/sign", { method: "POST", form }))).data).toMatchObject({ ok: true });

  const [row] = await getDb()
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, form.email));
  const [salt = "", key = ""] = (row?.hash ?? "").split(":");
  expect(row?.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  const production = crypto.scryptSync(form.password.normalize("NFKC"), salt, 64, {
    N: 16_384,
    r: 16,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  expect(production.toString("hex")).toBe(key);
  expect(await signInCookie(form.email, form.password)).toContain("session_token");
});
