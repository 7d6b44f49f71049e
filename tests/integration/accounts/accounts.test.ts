import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ensureAdmin, setRole } from "#app/modules/accounts/admin-bootstrap.server";
import { getUser } from "#app/modules/accounts/session.server";
import { getDb } from "#app/modules/db/db.server";
import * as profile from "#app/routes/_account/profile";
import * as login from "#app/routes/_auth/login";
import * as logout from "#app/routes/_auth/logout";
import * as sign from "#app/routes/_auth/sign";
import * as adminDashboard from "#app/routes/admin/dashboard";
import * as adminLayout from "#app/routes/admin/layout";
import { account, session, user } from "#db/schema";
import { callRoute, cookieFrom, createUser, request, sendForm, servicesForFile } from "../../support/harness";

const services = servicesForFile();

const goodSignUp = {
  name: "Asha Verma",
  mobileNumber: "9839011111",
  email: "asha.verma@example.in",
  password: "Lucknow#Chowk",
  confirmPassword: "Lucknow#Chowk",
  role: "Owner",
};

describe("sign-up", () => {
  it("creates the account with its role and mobile number, hashed password, and signs it in at once (decision 059)", async () => {
    const result = await sendForm(sign.action, "/sign", null, goodSignUp);
    expect(result).toMatchObject({ status: 200, data: { ok: true, message: "User successfully signed up!" } });
    const setCookie = result.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie.toLowerCase()).toContain("httponly");
    expect((await getUser(request("/", { cookie: cookieFrom(result.headers) })))?.email).toBe(goodSignUp.email);
    const [row] = await getDb().select().from(user).where(eq(user.email, goodSignUp.email));
    expect(row).toMatchObject({ name: "Asha Verma", role: "Owner", mobileNumber: "9839011111" });
    const [credential] = await getDb()
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ""));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain(goodSignUp.password);
    expect(await getDb().$count(session, eq(session.userId, row?.id ?? ""))).toBe(1);
  });

  it("refuses a second account with the same e-mail, whatever its case", async () => {
    const result = await sendForm(sign.action, "/sign", null, { ...goodSignUp, email: "ASHA.VERMA@example.in" });
    expect(result).toMatchObject({
      status: 409,
      data: { ok: false, message: "Email already in use. Try another one." },
    });
  });

  it("saves the user and the password together or not at all; the e-mail stays free after a failure", {
    tags: ["driver"],
  }, async () => {
    const form = { ...goodSignUp, email: "half.saved@example.in" };
    // The password row cannot be written: the failure comes after the user row is.
    await getDb().execute(
      sql`create function refuse_account() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await getDb().execute(
      sql`create trigger refuse_account before insert on account for each row execute function refuse_account()`,
    );
    try {
      const failed = await callRoute(sign.action, request("/sign", { method: "POST", form }));
      expect(failed.data).toMatchObject({ ok: false });
      expect(await getDb().$count(user, eq(user.email, form.email))).toBe(0);
    } finally {
      await getDb().execute(sql`drop trigger refuse_account on account`);
      await getDb().execute(sql`drop function refuse_account()`);
    }
    const retried = await callRoute(sign.action, request("/sign", { method: "POST", form }));
    expect(retried.data).toMatchObject({ ok: true });
  });

  it("gives the first failing check of the spec and stores nothing", async () => {
    const before = await getDb().$count(user);
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: " " }, "Name cannot be empty."],
      [{ mobileNumber: "98390" }, "Invalid mobile number. Enter 10 digits."],
      [{ email: "asha@@example" }, "Invalid email format."],
      [{ password: "short", confirmPassword: "short" }, "Password must be at least 6 characters."],
      [{ confirmPassword: "Lucknow#Chowk!" }, "Passwords do not match."],
      [{ password: "password123", confirmPassword: "password123" }, "Password is too weak. Use a stronger password."],
    ];
    for (const [change, message] of cases) {
      const form = { ...goodSignUp, email: "new.person@example.in", ...change };
      const result = await callRoute(sign.action, request("/sign", { method: "POST", form }));
      expect(result.data, message).toMatchObject({ ok: false, message });
      expect(result.status).toBe(400);
    }
    expect(await getDb().$count(user)).toBe(before);
  });

  it("never creates an Admin, even from a crafted form", async () => {
    const form = { ...goodSignUp, email: "sneaky@example.in", role: "Admin" };
    const result = await callRoute(sign.action, request("/sign", { method: "POST", form }));
    expect(result.status).toBe(400);
    expect(await getDb().$count(user, eq(user.email, "sneaky@example.in"))).toBe(0);
  });

  it("sends a signed-in user away from /sign and /login", async () => {
    const client = await createUser("Client");
    for (const route of [sign, login]) {
      const result = await callRoute(route.loader, request("/sign", { cookie: client.cookie }));
      expect(result).toMatchObject({ status: 302, location: "/" });
    }
  });
});

describe("login and logout", () => {
  it("signs in with the right password and sets an http-only session cookie", async () => {
    const form = { email: goodSignUp.email, password: goodSignUp.password };
    const result = await callRoute(login.action, request("/login", { method: "POST", form }));
    expect(result.data).toEqual({ ok: true, message: "Login successful! Redirecting..." });
    const setCookie = result.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie.toLowerCase()).toContain("httponly");
    expect(setCookie.toLowerCase()).toContain("samesite=lax");
  });

  it("shows the authentication service's message for a wrong password", async () => {
    const form = { email: goodSignUp.email, password: "not-the-password" };
    const result = await callRoute(login.action, request("/login", { method: "POST", form }));
    expect(result).toMatchObject({ status: 401, data: { ok: false, message: "Invalid email or password" } });
    expect(result.headers.get("set-cookie")).toBeNull();
  });

  it("requires both fields", async () => {
    const result = await sendForm(login.action, "/login", null, { email: "", password: "" });
    expect(result).toMatchObject({ status: 400, data: { ok: false, field: "email" } });
  });

  it("logout ends the session in the database and lands on /login", async () => {
    const owner = await createUser("Owner");
    expect(await getUser(request("/", { cookie: owner.cookie }))).not.toBeNull();
    const result = await callRoute(logout.action, request("/logout", { method: "POST", cookie: owner.cookie }));
    expect(result).toMatchObject({ status: 302, location: "/login" });
    // The old cookie is dead even if a client keeps sending it.
    expect(await getUser(request("/", { cookie: owner.cookie }))).toBeNull();
    expect(cookieFrom(result.headers)).toBe("");
  });
});

describe("profile", () => {
  it("shows the signed-in user's own details", async () => {
    const agent = await createUser("Agent", { name: "Ravi Agent" });
    const result = await callRoute(profile.loader, request("/profile", { cookie: agent.cookie }));
    expect(result.data).toMatchObject({ user: { name: "Ravi Agent", email: agent.email, role: "Agent" } });
  });

  it("sends a visitor to /login", async () => {
    const result = await callRoute(profile.loader, request("/profile"));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login?redirectTo=%2Fprofile");
  });
});

describe("admin guard", () => {
  const adminRoutes = [adminLayout.loader, adminDashboard.loader];

  it("redirects a visitor to /login", async () => {
    for (const loader of adminRoutes) {
      expect(await callRoute(loader, request("/admin"))).toMatchObject({ status: 302 });
    }
  });

  it("answers 403 to every signed-in role but Admin", async () => {
    for (const role of ["Owner", "Client", "Agent"] as const) {
      const member = await createUser(role);
      for (const loader of adminRoutes) {
        expect((await callRoute(loader, request("/admin", { cookie: member.cookie }))).status, role).toBe(403);
      }
    }
  });

  it("lets an Admin in, and refuses a demoted Admin on the next request", { tags: ["driver"] }, async () => {
    const admin = await createUser("Admin");
    expect((await callRoute(adminDashboard.loader, request("/admin", { cookie: admin.cookie }))).status).toBe(200);
    await setRole(admin.id, "Client");
    expect((await callRoute(adminDashboard.loader, request("/admin", { cookie: admin.cookie }))).status).toBe(403);
  });
});

describe("ADMIN_EMAIL at start", () => {
  it("creates the Admin once, with a working password, then leaves it unchanged", { tags: ["driver"] }, async () => {
    const email = "owner.admin@example.in";
    expect(await ensureAdmin(services.auth, getDb(), email, "first-admin-pass")).toBe("created");
    expect(await ensureAdmin(services.auth, getDb(), email, "first-admin-pass")).toBe("unchanged");
    const form = { email, password: "first-admin-pass" };
    const result = await callRoute(login.action, request("/login", { method: "POST", form }));
    expect(result.data).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(user).where(eq(user.email, email));
    expect(row?.role).toBe("Admin");
  });

  it("promotes an existing account", async () => {
    const client = await createUser("Client");
    expect(await ensureAdmin(services.auth, getDb(), client.email, "ignored-password")).toBe("promoted");
    const me = await getUser(request("/", { cookie: client.cookie }));
    expect(me?.role).toBe("Admin");
  });
});
