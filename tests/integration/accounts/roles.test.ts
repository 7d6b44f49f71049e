import { and, eq, notInArray, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "#app/modules/accounts/roles.server";
import { getDb } from "#app/modules/db/db.server";
import * as dashboard from "#app/routes/admin/dashboard";
import * as signUps from "#app/routes/admin/sign-ups";
import { user } from "#db/schema";
import { callRoute, createUser, request, servicesForFile, type TestUser, updateAccounts } from "../../support/harness";

servicesForFile();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("Admin");
});

const post = (cookie: string | undefined, form: Record<string, string>) =>
  callRoute(signUps.action, request("/admin/ComingSoon", { method: "POST", cookie, form }));

describe("role management on /admin/ComingSoon", () => {
  it("an Admin makes a Client an Admin, then takes it back; each change applies on the next request", async () => {
    const client = await createUser("Client", { name: "Meera Client" });
    expect((await callRoute(dashboard.loader, request("/admin", { cookie: client.cookie }))).status).toBe(403);

    const promoted = await post(admin.cookie, { intent: "make-admin", userId: client.id });
    expect(promoted).toMatchObject({
      status: 200,
      data: { ok: true, message: "Meera Client is now an administrator." },
    });
    expect((await callRoute(dashboard.loader, request("/admin", { cookie: client.cookie }))).status).toBe(200);
    const listed = await callRoute(signUps.loader, request("/admin/ComingSoon", { cookie: admin.cookie }));
    expect((listed.data as { admins: Array<{ id: string }> }).admins.map((a) => a.id)).toContain(client.id);

    // From the Hindi page, the answer is in Hindi, with the name in it.
    const demoted = await callRoute(
      signUps.action,
      request("/hi/admin/ComingSoon", {
        method: "POST",
        cookie: admin.cookie,
        form: { intent: "remove-admin", userId: client.id },
      }),
    );
    expect(demoted.data).toMatchObject({ ok: true, message: "Meera Client अब एडमिन नहीं हैं।" });
    expect((await callRoute(dashboard.loader, request("/admin", { cookie: client.cookie }))).status).toBe(403);
  });

  it("refuses every other role and visitors, changing nothing", async () => {
    const target = await createUser("Owner");
    for (const role of ["Owner", "Client", "Agent"] as const) {
      const member = await createUser(role);
      const result = await post(member.cookie, { intent: "make-admin", userId: member.id });
      expect(result.status, role).toBe(403);
      expect((await post(member.cookie, { intent: "make-admin", userId: target.id })).status, role).toBe(403);
    }
    expect((await post(undefined, { intent: "make-admin", userId: target.id })).status).toBe(302);
    expect((await callRoute(dashboard.loader, request("/admin", { cookie: target.cookie }))).status).toBe(403);
  });

  it("an Admin cannot change their own role, nor remove Admin from someone who is not one", async () => {
    expect(await post(admin.cookie, { intent: "remove-admin", userId: admin.id })).toMatchObject({
      status: 400,
      data: { ok: false, message: "You cannot change your own role." },
    });
    const agent = await createUser("Agent");
    expect((await post(admin.cookie, { intent: "remove-admin", userId: agent.id })).status).toBe(400);
    expect((await post(admin.cookie, { intent: "make-admin", userId: "no-such-user" })).status).toBe(404);
    expect((await post(admin.cookie, { intent: "promote-to-king", userId: agent.id })).status).toBe(400);
  });

  it("two Admins removing each other at the same moment leave one Admin, and the other is told why", async () => {
    const first = await createUser("Admin", { name: "Asha Admin" });
    const second = await createUser("Admin", { name: "Bilal Admin" });
    // They are the site's only Admins.
    await updateAccounts(and(eq(user.role, "Admin"), notInArray(user.id, [first.id, second.id])) as SQL, {
      role: "Client",
    });

    // Both passed the page's Admin check a moment ago; their changes now meet in the database.
    const results = await Promise.all([
      changeRole(first.id, second.id, "Client"),
      changeRole(second.id, first.id, "Client"),
    ]);

    const admins = await getDb().select({ id: user.id }).from(user).where(eq(user.role, "Admin"));
    expect(admins).toHaveLength(1);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      status: 403,
      message: "You are no longer an administrator, so you cannot change roles.",
    });
    // The one left is still an Admin and can go on working.
    const left = admins[0]?.id === first.id ? first : second;
    expect((await callRoute(dashboard.loader, request("/admin", { cookie: left.cookie }))).status).toBe(200);
    await updateAccounts(eq(user.id, admin.id), { role: "Admin" });
  });
});
