import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OUR_PROJECT_MESSAGES } from "#app/modules/content/our-project-words";
import { getDb } from "#app/modules/db/db.server";
import * as sign from "#app/routes/_auth/sign";
import * as postProperty from "#app/routes/_listings/post-property";
import * as adminOurProjects from "#app/routes/admin/our-projects";
import * as adminProjects from "#app/routes/admin/project-explore";
import { ourProjects, projects, properties, user } from "#db/schema";
import {
  callRoute,
  createUser,
  type RouteResult,
  request,
  sendForm,
  servicesForFile,
  type TestUser,
} from "../../support/harness";
import { lucknowFlat } from "../../support/site";

// Text a person never types, and dates no project has: each used to reach the database and
// answer 500 (PostgreSQL refuses NUL in text and the year 0). The shared text rule
// (cleanText in form-schema.ts) drops NUL; the date rule gives the form's message.

const NUL = "\u0000";

servicesForFile();
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  admin = await createUser("Admin");
  owner = await createUser("Owner");
});

const property = lucknowFlat("Sell", "3", {
  projectBuildingName: `Gomti${NUL} Greens`,
  locality: `Gomti Nagar${NUL}`,
  address: `Plot 12,${NUL} Vibhuti Khand`,
  contactNumber: "9839012345",
  description: `A bright${NUL} corner flat.${NUL}`,
});

/** The id of what an action saved, once its answer says it did. */
function savedId(result: RouteResult): string {
  const data = result.data as { ok: boolean; id?: string; message: string };
  expect(data, data.message).toMatchObject({ ok: true });
  return String(data.id);
}

describe("NUL characters in text", () => {
  it("are dropped from a sign-up's name", async () => {
    const email = "nul.name@example.in";
    const result = await callRoute(
      sign.action,
      request("/sign", {
        method: "POST",
        form: {
          name: `Asha${NUL} Verma`,
          mobileNumber: "9839011111",
          email,
          password: "Quiet-Garden-77",
          confirmPassword: "Quiet-Garden-77",
          role: "Client",
        },
      }),
    );
    expect(result.status).toBe(200);
    const [row] = await getDb().select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row?.name).toBe("Asha Verma");
  });

  it("are dropped from a property's address, name and description", async () => {
    const id = savedId(await sendForm(postProperty.action, "/postproperty", owner, property));
    const [row] = await getDb().select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({
      projectBuildingName: "Gomti Greens",
      locality: "Gomti Nagar",
      address: "Plot 12, Vibhuti Khand",
      description: "A bright corner flat.",
    });
  });

  it("are dropped from a new project's text", async () => {
    const id = savedId(await sendForm(adminProjects.action, "/admin/ProjectExplore", admin, property));
    const [row] = await getDb().select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ address: "Plot 12, Vibhuti Khand", description: "A bright corner flat." });
  });

  it("are dropped from one of our projects, whose dates must be real ones", async () => {
    const create = (form: Record<string, string>) =>
      sendForm(adminOurProjects.action, "/admin/ourproject", admin, { intent: "create", ...form });
    const good = {
      name: `Awadh${NUL} Greens`,
      description: `48${NUL} plots`,
      startDate: "2026-01-10",
      endDate: "2026-12-31",
    };
    expect((await create(good)).status).toBe(200);
    const [row] = await getDb().select().from(ourProjects).where(eq(ourProjects.name, "Awadh Greens"));
    expect(row?.description).toBe("48 plots");

    for (const [field, value, message] of [
      ["startDate", "0000-01-10", OUR_PROJECT_MESSAGES.startDate],
      ["endDate", "0000-12-31", OUR_PROJECT_MESSAGES.endDate],
      ["endDate", "9999-12-31", OUR_PROJECT_MESSAGES.endDate],
    ] as const) {
      const refused = await create({ ...good, name: "Year Zero", [field]: value });
      expect(refused.status, value).toBe(400);
      expect(refused.data, value).toMatchObject({ ok: false, message, field });
    }
    expect(await getDb().$count(ourProjects, eq(ourProjects.name, "Year Zero"))).toBe(0);
  });
});
