import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import * as ourProjectCreate from "#app/routes/_content/our-project-create";
import * as adminContacts from "#app/routes/admin/contact-us";
import * as adminDashboard from "#app/routes/admin/dashboard";
import * as adminOurProjects from "#app/routes/admin/our-projects";
import * as adminSignUps from "#app/routes/admin/sign-ups";
import { contactMessages, ourProjects } from "#db/schema";
import { callRoute, createUser, request, sendForm, servicesForFile, type TestUser } from "../../support/harness";

const _services = servicesForFile();
let admin: TestUser;
const others: TestUser[] = [];
beforeAll(async () => {
  admin = await createUser("Admin");
  for (const role of ["Owner", "Client", "Agent"] as const) others.push(await createUser(role));
});

const project = {
  name: "Awadh Greens Phase II",
  description: "48 residential plots off Faizabad Road.",
  startDate: "2026-01-15",
  endDate: "2027-03-31",
};

const loaders = {
  "/admin": adminDashboard.loader,
  "/admin/Buys": adminContacts.loader,
  "/admin/ComingSoon": adminSignUps.loader,
  "/admin/ourproject": adminOurProjects.loader,
};

describe("admin pages, per role", () => {
  it("send a visitor to sign in", async () => {
    for (const [path, loader] of Object.entries(loaders)) {
      const result = await callRoute(loader, request(path));
      expect(result.status, path).toBe(302);
      expect(result.location, path).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("answer 403 to Owner, Client and Agent, for loaders and actions", async () => {
    for (const user of others) {
      for (const [path, loader] of Object.entries(loaders)) {
        expect((await callRoute(loader, request(path, { cookie: user.cookie }))).status, `${user.role} ${path}`).toBe(
          403,
        );
      }
      const post = await sendForm(adminOurProjects.action, "/admin/ourproject", user, { intent: "create", ...project });
      expect(post.status).toBe(403);
    }
    expect(await getDb().$count(ourProjects)).toBe(0);
  });

  it("open for an Admin", async () => {
    for (const [path, loader] of Object.entries(loaders)) {
      expect((await callRoute(loader, request(path, { cookie: admin.cookie }))).status, path).toBe(200);
    }
  });
});

describe("our projects", () => {
  it("/project: only an Admin may save; others get 403 and nothing is stored", async () => {
    const anonymous = await sendForm(ourProjectCreate.action, "/project", null, project);
    expect(anonymous.status).toBe(302);
    for (const user of others) {
      const result = await sendForm(ourProjectCreate.action, "/project", user, project);
      expect(result.status, user.role).toBe(403);
    }
    expect(await getDb().$count(ourProjects)).toBe(0);

    const loader = await callRoute(ourProjectCreate.loader, request("/project", { cookie: others[0]?.cookie }));
    expect(loader.data).toEqual({ isAdmin: false, projects: [] });
  });

  it("/project: an Admin saves an entry that the admin list shows", async () => {
    const result = await sendForm(ourProjectCreate.action, "/project", admin, project);
    expect(result).toMatchObject({ status: 200, data: { ok: true } });
    const list = await callRoute(adminOurProjects.loader, request("/admin/ourproject", { cookie: admin.cookie }));
    const data = list.data as { total: number; items: Array<{ name: string; startDate: string; endDate: string }> };
    expect(data.total).toBe(1);
    expect(data.items[0]).toMatchObject({ name: project.name, startDate: "2026-01-15", endDate: "2027-03-31" });
  });

  it("refuses an end date before the start date, and stores nothing", async () => {
    const count = await getDb().$count(ourProjects);
    const result = await sendForm(adminOurProjects.action, "/admin/ourproject", admin, {
      intent: "create",
      ...project,
      endDate: "2025-12-31",
    });
    expect(result).toMatchObject({
      status: 400,
      data: { ok: false, message: "The end date cannot be before the start date.", field: "endDate" },
    });
    expect(await getDb().$count(ourProjects)).toBe(count);
  });

  it("/admin/ourproject: an Admin adds and deletes, and it stays deleted", async () => {
    const added = await sendForm(adminOurProjects.action, "/admin/ourproject", admin, {
      intent: "create",
      ...project,
      name: "Kanpur Industrial Park",
    });
    expect(added.status).toBe(200);
    const [row] = await getDb().select().from(ourProjects).orderBy(ourProjects.createdAt).limit(1).offset(1);
    expect(row?.name).toBe("Kanpur Industrial Park");
    expect(row?.createdBy).toBe(admin.id);

    const deleteAs = (who: TestUser, id: string) =>
      sendForm(adminOurProjects.action, "/admin/ourproject", who, { intent: "delete", id });
    for (const user of others) {
      const refused = await deleteAs(user, row?.id ?? "");
      expect(refused.status).toBe(403);
    }
    const deleted = await deleteAs(admin, row?.id ?? "");
    expect(deleted).toMatchObject({ status: 200, data: { ok: true, message: "Project deleted." } });
    const again = await deleteAs(admin, row?.id ?? "");
    expect(again.status).toBe(404);
    const bad = await deleteAs(admin, "1; drop");
    expect(bad.status).toBe(404);
    expect(await getDb().$count(ourProjects)).toBe(1);
  });
});

describe("inboxes and dashboard", () => {
  it("lists contact messages newest first, one page at a time, or says there are none", async () => {
    const empty = await callRoute(adminContacts.loader, request("/admin/Buys", { cookie: admin.cookie }));
    expect(empty.data).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });

    const base = Date.UTC(2026, 0, 1);
    await getDb()
      .insert(contactMessages)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Sender ${i}`,
          email: `sender${i}@example.in`,
          mobileNumber: "9839000000",
          message: `Message number ${i}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const first = await callRoute(adminContacts.loader, request("/admin/Buys", { cookie: admin.cookie }));
    const page1 = first.data as { items: Array<{ name: string }>; total: number; pages: number };
    expect(page1.total).toBe(30);
    expect(page1.pages).toBe(2);
    expect(page1.items).toHaveLength(25);
    expect(page1.items[0]?.name).toBe("Sender 29");
    const second = await callRoute(adminContacts.loader, request("/admin/Buys?page=2", { cookie: admin.cookie }));
    const page2 = second.data as { items: Array<{ name: string }>; page: number };
    expect(page2.page).toBe(2);
    expect(page2.items.map((row) => row.name)).toEqual(["Sender 4", "Sender 3", "Sender 2", "Sender 1", "Sender 0"]);
    const beyond = await callRoute(adminContacts.loader, request("/admin/Buys?page=99", { cookie: admin.cookie }));
    expect((beyond.data as { page: number }).page).toBe(2);
  });

  it("lists sign-ups newest first without the Admins", async () => {
    const result = await callRoute(adminSignUps.loader, request("/admin/ComingSoon", { cookie: admin.cookie }));
    const data = result.data as { items: Array<{ email: string; role: string; mobileNumber: string }>; total: number };
    expect(data.total).toBe(3);
    expect(data.items.map((row) => row.email)).toEqual([...others].reverse().map((user) => user.email));
    expect(data.items.every((row) => row.role !== "Admin" && /^\d{10}$/.test(row.mobileNumber))).toBe(true);
  });

  it("counts real rows on the dashboard and charts the last 12 weeks", async () => {
    const result = await callRoute(adminDashboard.loader, request("/admin", { cookie: admin.cookie }));
    const data = result.data as {
      totals: Record<string, number>;
      weeks: Array<{ week: string; contacts: number; properties: number; signUps: number }>;
    };
    expect(data.totals).toEqual({
      ourProjects: 1,
      newProjects: 0,
      services: 5,
      properties: 0,
      pendingProperties: 0,
      contacts: 30,
      signUps: 3,
    });
    expect(data.weeks).toHaveLength(12);
    const monday = data.weeks.at(-1)?.week ?? "";
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    // The sign-ups of this test run fall in the current week; the 2026 contacts are older.
    expect(data.weeks.at(-1)?.signUps).toBe(3);
  });
});
