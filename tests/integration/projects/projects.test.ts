import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { checkListing } from "#app/modules/listing-core/schema";
import { IMAGES_NOT_YOURS } from "#app/modules/listing-core/store.server";
import { createProject, filtersCondition, summaryQuery } from "#app/modules/projects/projects.server";
import { ProjectSchema } from "#app/modules/projects/schemas";
import type { ProjectView } from "#app/modules/projects/view";
import { PROJECT_DELETED, PROJECT_MESSAGES } from "#app/modules/projects/words";
import * as cityHome from "#app/routes/_projects/city-home";
import * as cityProject from "#app/routes/_projects/city-project";
import * as exploreCityProperty from "#app/routes/_projects/explore-city-property";
import * as newProject from "#app/routes/_projects/new-project";
import * as newProjectDetail from "#app/routes/_projects/new-project-detail";
import * as newsProject from "#app/routes/_projects/news-project";
import * as newsProjectDetail from "#app/routes/_projects/news-project-detail";
import * as cityRedirect from "#app/routes/_projects/project-city-redirect";
import * as projectsInCity from "#app/routes/_projects/projects-in-city";
import * as home from "#app/routes/_site/home";
import * as adminProjects from "#app/routes/admin/project-explore";
import { images, projects } from "#db/schema";
import { uploadPhoto } from "../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../support/harness";

const services = servicesForFile();
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let agent: TestUser;

beforeAll(async () => {
  [admin, owner, client, agent] = await Promise.all([
    createUser("Admin"),
    createUser("Owner"),
    createUser("Client"),
    createUser("Agent"),
  ]);
});

// ── helpers ─────────────────────────────────────────────────────────────────────────────

const uploadedId = (user: TestUser, shade = 90) => uploadPhoto(user, shade);

const noidaForm = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  bedrooms: "3",
  city: "Noida",
  projectBuildingName: "Sector 150 Skyline Residences Tower A",
  locality: "Sector 150",
  address: "Plot 7, Expressway",
  contactNumber: "9839012345",
  plotArea: "1450",
  price: "12500000",
  furnishing: "Semi-Furnished",
  floorNumber: "9",
  totalFloors: "32",
  facingType: "North-East",
  description: "Towers beside the sports city with a clubhouse.",
  amenities: ["Gym", "Swimming Pool", "Clubhouse"],
};

function postProject(user: TestUser | null, form: Record<string, string | string[]>) {
  return callRoute(
    adminProjects.action,
    request("/admin/ProjectExplore", { method: "POST", cookie: user?.cookie, form }),
  );
}

async function projectCount(): Promise<number> {
  return getDb().$count(projects);
}

function imageFiles(imageId: string): string[] {
  const dir = path.join(services.uploadsDir, "images", imageId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** A project stored straight through the module (for the reading tests), with a set time. */
async function seed(
  fields: Partial<typeof noidaForm> & { createdAt?: Date },
  author: TestUser = admin,
): Promise<string> {
  const { createdAt, ...overrides } = fields;
  const checked = checkListing(ProjectSchema, { ...noidaForm, ...overrides });
  if (!checked.ok) throw new Error(checked.message);
  const id = await createProject(author.id, checked.data);
  if (createdAt) await getDb().update(projects).set({ createdAt }).where(eq(projects.id, id));
  return id;
}

// ── who may post ────────────────────────────────────────────────────────────────────────

describe("/admin/ProjectExplore: only an Admin may post or delete", () => {
  it("sends a visitor to sign in, for the page and for a post; nothing is stored", async () => {
    const before = await projectCount();
    const page = await callRoute(adminProjects.loader, request("/admin/ProjectExplore"));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/login\?redirectTo=%2Fadmin%2FProjectExplore/);
    const posted = await postProject(null, noidaForm);
    expect(posted.status).toBe(302);
    expect(await projectCount()).toBe(before);
  });

  for (const role of ["Owner", "Client", "Agent"] as const) {
    it(`answers an ${role} with 403 for the page, a post and a delete; nothing is stored or removed`, async () => {
      const user = { Owner: owner, Client: client, Agent: agent }[role];
      const before = await projectCount();
      const own = await uploadedId(user);

      const page = await callRoute(adminProjects.loader, request("/admin/ProjectExplore", { cookie: user.cookie }));
      expect(page.status).toBe(403);

      const posted = await postProject(user, { ...noidaForm, imageIds: [own] });
      expect(posted.status).toBe(403);
      expect(await projectCount()).toBe(before);
      const [upload] = await getDb().select().from(images).where(eq(images.id, own));
      expect(upload?.projectId).toBeNull();

      const target = await seed({ projectBuildingName: `Kept by ${role}` });
      const deleted = await postProject(user, { intent: "delete", id: target });
      expect(deleted.status).toBe(403);
      expect(await getDb().$count(projects, eq(projects.id, target))).toBe(1);
    });
  }

  it("lets an Admin open the desk, with each city's summary from the city data", async () => {
    const page = await callRoute(adminProjects.loader, request("/admin/ProjectExplore", { cookie: admin.cookie }));
    expect(page.status).toBe(200);
    const { cities } = page.data as Awaited<ReturnType<typeof adminProjects.loader>>;
    expect(Object.keys(cities).sort()).toEqual(["Gurugram", "Kanpur", "Lucknow", "Noida", "Varanasi"]);
    // Lucknow's page is lucknow-faizabad-road.
    expect(cities.Lucknow).toMatchObject({ slug: "lucknow-faizabad-road", city: "Lucknow" });
    expect(cities.Noida?.about.length).toBeGreaterThan(40);
  });
});

describe("an Admin posts a project with photos", () => {
  it("stores it with its author and time, and attaches the photos in order", async () => {
    const first = await uploadedId(admin, 10);
    const second = await uploadedId(admin, 200);
    const started = Date.now();
    const result = await postProject(admin, { ...noidaForm, imageIds: [second, first] });
    expect(result.status).toBe(200);
    const reply = result.data as { ok: boolean; id: string; message: string };
    expect(reply).toMatchObject({ ok: true, message: PROJECT_MESSAGES.submitted });
    expect(PROJECT_MESSAGES.submitted).toBe("Project submitted successfully!");

    const [stored] = await getDb().select().from(projects).where(eq(projects.id, reply.id));
    expect(stored).toMatchObject({
      userId: admin.id,
      city: "Noida",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      projectBuildingName: "Sector 150 Skyline Residences Tower A",
      price: 12_500_000,
      plotArea: 1450,
      amenities: ["Gym", "Swimming Pool", "Clubhouse"],
    });
    expect(stored?.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const attached = await getDb()
      .select({ id: images.id, position: images.position, projectId: images.projectId })
      .from(images)
      .where(eq(images.projectId, reply.id))
      .orderBy(images.position);
    expect(attached.map((image) => image.id)).toEqual([second, first]);

    // The project page shows it, labelled Noida, with both photos and a link preview.
    const detail = await callRoute(newProjectDetail.loader, request(`/NewProjectD?projectId=${reply.id}`));
    expect(detail.status).toBe(200);
    const { view } = detail.data as { view: ProjectView };
    expect(view.eyebrow).toBe("New project in Noida");
    expect(view.images.map((image) => image.id)).toEqual([second, first]);
    expect(view.price).toBe("₹1,25,00,000");
    expect(view.meta).toMatchObject({
      title: "Sector 150 Skyline Residences Tower A",
      description: "Flat/Apartment for sale in Sector 150, Noida: ₹1,25,00,000.",
      image: expect.stringMatching(new RegExp(`^/media/images/${second}/\\d+\\.webp$`)),
      canonicalPath: `/NewProjectD?projectId=${reply.id}`,
    });
    expect(view.facts.map((fact) => fact.label)).toEqual(
      expect.arrayContaining(["Locality", "City", "Price", "Area", "Listing type", "Facing"]),
    );
    const facts = Object.fromEntries(view.facts.map((fact) => [fact.field, fact.value]));
    expect(facts).toMatchObject({ bedrooms: "3 BHK", plotArea: "1,450 sq ft", pricePerSqft: "₹8,621/sq ft" });
    // Share on WhatsApp: the short price, BHK and area and the place, as for a property.
    const [title, priceAndFacts, place] = view.shareText.split("\n");
    expect(title).toBe(view.name);
    expect(priceAndFacts).toBe("₹1.25 Cr · 3 BHK · 1,450 sq ft");
    expect(place).toBe("Sector 150, Noida");
  });

  it("refuses a photo that is not the Admin's own upload, and stores nothing", async () => {
    const before = await projectCount();
    const mine = await uploadedId(admin);
    const theirs = await uploadedId(owner);
    const result = await postProject(admin, { ...noidaForm, imageIds: [mine, theirs] });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, field: "imageIds", step: 4 });
    expect((result.data as { message: string }).message).toContain(IMAGES_NOT_YOURS);
    expect(await projectCount()).toBe(before);
    const rows = await getDb()
      .select()
      .from(images)
      .where(inArray(images.id, [mine, theirs]));
    expect(rows.every((row) => row.projectId === null)).toBe(true);
  });

  it("refuses a photo already attached to another project", async () => {
    const used = await uploadedId(admin);
    const ok = await postProject(admin, { ...noidaForm, imageIds: [used] });
    expect(ok.status).toBe(200);
    const again = await postProject(admin, { ...noidaForm, projectBuildingName: "Second use", imageIds: [used] });
    expect(again.status).toBe(400);
  });

  it("checks the city wizard's options on the server", async () => {
    const before = await projectCount();
    const agricultural = await postProject(admin, { ...noidaForm, listingType: "Agricultural Land" });
    expect(agricultural.status).toBe(400);
    expect(agricultural.data).toMatchObject({
      field: "listingType",
      message: "Property Details (step 1): Choose a listing type: Sell, Rent or PG.",
    });
    const wrongType = await postProject(admin, { ...noidaForm, propertyCategory: "Commercial" });
    expect(wrongType.data).toMatchObject({ field: "propertyType" });
    const unnamed = await postProject(admin, { ...noidaForm, projectBuildingName: "" });
    expect(unnamed.data).toMatchObject({ field: "projectBuildingName" });
    expect(await projectCount()).toBe(before);
  });
});

describe("deleting a project", () => {
  it("removes the project, its photo rows and its photo files", async () => {
    const photoId = await uploadedId(admin);
    const created = await postProject(admin, {
      ...noidaForm,
      projectBuildingName: "To be deleted",
      imageIds: [photoId],
    });
    const id = (created.data as { id: string }).id;
    expect(imageFiles(photoId).length).toBeGreaterThan(0);

    const deleted = await postProject(admin, { intent: "delete", id });
    expect(deleted).toMatchObject({ status: 200, data: { ok: true, message: PROJECT_DELETED } });
    expect(await getDb().$count(projects, eq(projects.id, id))).toBe(0);
    expect(await getDb().$count(images, eq(images.id, photoId))).toBe(0);
    expect(imageFiles(photoId)).toEqual([]);

    const again = await postProject(admin, { intent: "delete", id });
    expect(again.status).toBe(404);
    const nonsense = await postProject(admin, { intent: "delete", id: "'; drop table projects; --" });
    expect(nonsense.status).toBe(404);
  });

  it("goes back to the list it came from, and never off the site", async () => {
    const id = await seed({ projectBuildingName: "Deleted from its page" });
    const fromPage = await postProject(admin, { intent: "delete", id, returnTo: "/NewProject" });
    expect(fromPage).toMatchObject({ status: 302, location: "/NewProject" });
    const other = await seed({ projectBuildingName: "Deleted with a bad return" });
    const offSite = await postProject(admin, { intent: "delete", id: other, returnTo: "//evil.example" });
    expect(offSite).toMatchObject({ status: 302, location: "/admin/ProjectExplore" });
  });
});

// ── reading ─────────────────────────────────────────────────────────────────────────────

describe("browsing and filtering", () => {
  const names: Record<string, string> = {};
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    // Start from an empty table so that counts are exact.
    await getDb().delete(images).where(sql`${images.projectId} is not null`);
    await getDb().delete(projects);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const rows = {
      lucknowPlot: {
        city: "Lucknow",
        listingType: "Sell",
        propertyCategory: "Residential",
        propertyType: "Plot/Land",
        projectBuildingName: "Awadh Enclave Phase Three Plots Faizabad Road",
        createdAt: day(1),
      },
      lucknowOffice: {
        city: "Lucknow",
        listingType: "Rent",
        propertyCategory: "Commercial",
        propertyType: "Office",
        projectBuildingName: "Shaheed Path Business Centre",
        createdAt: day(2),
      },
      noidaStudio: {
        city: "Noida",
        listingType: "Rent",
        propertyCategory: "Residential",
        propertyType: "1 RK/Studio Apartment",
        projectBuildingName: "Greater Noida West Studio Homes",
        createdAt: day(3),
      },
      noidaFlats: {
        city: "Noida",
        listingType: "Sell",
        propertyCategory: "Residential",
        propertyType: "Flat/Apartment",
        projectBuildingName: "Sector 150 Skyline Residences",
        createdAt: day(4),
      },
      kanpurPg: {
        city: "Kanpur",
        listingType: "PG",
        propertyCategory: "Residential",
        propertyType: "Independent House/Villa",
        projectBuildingName: "Kalyanpur Student Co-living",
        createdAt: day(5),
      },
      kanpurLand: {
        city: "Kanpur",
        listingType: "Sell",
        propertyCategory: "Commercial",
        propertyType: "Plot/Land",
        projectBuildingName: "Panki Industrial Estate",
        createdAt: day(6),
      },
      varanasiStore: {
        city: "Varanasi",
        listingType: "Rent",
        propertyCategory: "Commercial",
        propertyType: "Storage",
        projectBuildingName: "Ring Road Warehousing Park",
        createdAt: day(7),
      },
    } as const;
    ids = {};
    for (const [key, fields] of Object.entries(rows)) {
      ids[key] = await seed(fields);
      names[key] = fields.projectBuildingName;
    }
  });

  async function search(query: string) {
    const result = await callRoute(newProject.loader, request(`/NewProject${query}`));
    expect(result.status).toBe(200);
    const data = result.data as Awaited<ReturnType<typeof newProject.loader>>;
    return { ...data, names: data.results.items.map((item) => item.name) };
  }

  it("lists every project newest first when nothing is chosen", async () => {
    const { names: found, results, filtered } = await search("");
    expect(filtered).toBe(false);
    expect(results.total).toBe(7);
    expect(found[0]).toBe(names.varanasiStore);
    expect(found.at(-1)).toBe(names.lucknowPlot);
  });

  it("filters by each of the five options as decided (Buy = Sell, Commercial = category, Plot = Plot/Land)", async () => {
    expect((await search("?type=Buy")).names).toEqual([names.kanpurLand, names.noidaFlats, names.lucknowPlot]);
    expect((await search("?type=Rent")).names).toEqual([names.varanasiStore, names.noidaStudio, names.lucknowOffice]);
    expect((await search("?type=PG")).names).toEqual([names.kanpurPg]);
    expect((await search("?type=Commercial")).names).toEqual([
      names.varanasiStore,
      names.kanpurLand,
      names.lucknowOffice,
    ]);
    expect((await search("?type=Plot")).names).toEqual([names.kanpurLand, names.lucknowPlot]);
  });

  it("filters by city, option and name together, and says so", async () => {
    const noida = await search("?city=noida");
    expect(noida.names).toEqual([names.noidaFlats, names.noidaStudio]);
    expect(noida.filters.city).toBe("Noida");
    const both = await search("?city=Kanpur&type=Plot");
    expect(both.names).toEqual([names.kanpurLand]);
    expect(both.described).toBe("plots and land in Kanpur");
    expect((await search("?q=skyline")).names).toEqual([names.noidaFlats]);
    expect((await search("?q=ring+road+ware")).names).toEqual([names.varanasiStore]);
    expect((await search("?q=skyline&city=Lucknow")).names).toEqual([]);
    expect((await search("?q=%22%27%3B--")).names).toEqual([]);
  });

  it("ignores what it does not know, so a mistyped link still shows projects", async () => {
    const result = await search("?city=Atlantis&type=Castle&sort=price&page=abc");
    expect(result.results.total).toBe(7);
    expect(result.filtered).toBe(false);
  });

  it("filters in the database with the indexes' order (no sort of all rows)", async () => {
    const { sql: text } = summaryQuery(filtersCondition({ city: "Noida", type: "Buy", q: "" }), 12).toSQL();
    expect(text).toContain('order by "projects"."created_at" desc nulls last');
    expect(text).toContain('"projects"."city" = $');
    expect(text).toContain('"projects"."listing_type" in ($');
  });

  it("/project/{city} lists one city in any spelling; an unknown city is a 404; an empty one says so", async () => {
    const lower = await callRoute(projectsInCity.loader, request("/project/kanpur"), { city: "kanpur" });
    expect(lower.status).toBe(200);
    const data = lower.data as {
      city: string;
      list: { total: number; items: Array<{ name: string }> } | null;
      cityPage: { slug: string } | null;
    };
    expect(data.city).toBe("Kanpur");
    expect(data.list?.items.map((item) => item.name)).toEqual([names.kanpurLand, names.kanpurPg]);
    expect(data.cityPage?.slug).toBe("kanpur");

    const gurugram = await callRoute(projectsInCity.loader, request("/project/Gurugram"), { city: "Gurugram" });
    expect((gurugram.data as typeof data).list?.total).toBe(0);

    const atlantis = await callRoute(projectsInCity.loader, request("/project/Atlantis"), { city: "Atlantis" });
    expect(atlantis.status).toBe(404);
  });

  it("the home page: the newest projects, and one card per supported city with its newest", async () => {
    const result = await callRoute(home.loader, request("/"));
    const data = result.data as Awaited<ReturnType<typeof home.loader>>;
    expect(data.newProjects.map((project) => project.name).slice(0, 3)).toEqual([
      names.varanasiStore,
      names.kanpurLand,
      names.kanpurPg,
    ]);
    expect(data.exploreProjects.map((card) => [card.city, card.project.name, card.href])).toEqual([
      ["Lucknow", names.lucknowOffice, "/project/Lucknow"],
      ["Noida", names.noidaFlats, "/project/Noida"],
      ["Kanpur", names.kanpurLand, "/project/Kanpur"],
      ["Varanasi", names.varanasiStore, "/project/Varanasi"],
    ]);
    const plot = data.newProjects.find((project) => project.id === ids.lucknowPlot);
    expect(plot?.shortName).toBe("Awadh Enclave Phase Three Plots...");
  });

  it("/NewsProject groups projects by city, and /Cityhome adds each city's overview", async () => {
    const news = await callRoute(newsProject.loader, request("/NewsProject"));
    const { cities } = news.data as Awaited<ReturnType<typeof newsProject.loader>>;
    expect(cities.map((city) => [city.city, city.total])).toEqual([
      ["Lucknow", 2],
      ["Noida", 2],
      ["Gurugram", 0],
      ["Kanpur", 2],
      ["Varanasi", 1],
    ]);
    const overview = await callRoute(cityHome.loader, request("/Cityhome"));
    const withSummaries = (overview.data as Awaited<ReturnType<typeof cityHome.loader>>).cities;
    expect(withSummaries.find((city) => city.city === "Lucknow")?.summary?.slug).toBe("lucknow-faizabad-road");
  });
});

describe("project pages and the city routes", () => {
  let noidaId: string;
  let agraId: string;

  beforeAll(async () => {
    noidaId = await seed({ projectBuildingName: "Expressway Heights", city: "Noida" });
    agraId = await seed({ projectBuildingName: "Taj View Plots", city: "Lucknow" });
    // A city outside the five (older data): stored directly, as the wizard would refuse it.
    await getDb().update(projects).set({ city: "Agra" }).where(eq(projects.id, agraId));
  });

  it("an unknown or malformed id is a 404 on every project page", async () => {
    for (const id of ["", "nope", "00000000-0000-4000-8000-000000000000", "%00"]) {
      const detail = await callRoute(newProjectDetail.loader, request(`/NewProjectD?projectId=${id}`));
      expect(detail.status, id).toBe(404);
      const explore = await callRoute(exploreCityProperty.loader, request(`/ExplorecityPropertyD?projectId=${id}`));
      expect(explore.status, id).toBe(404);
      const redirect = await callRoute(cityRedirect.loader, request(`/Newprojectdetial?id=${id}`));
      expect(redirect.status, id).toBe(404);
      const city = await callRoute(cityProject.loader, request(`/noida/${id}`), { projectId: id });
      expect(city.status, id).toBe(404);
    }
  });

  it("/Newprojectdetial sends a project to its city page, or /unknown, without writing anything", async () => {
    const before = await getDb()
      .select()
      .from(projects)
      .where(inArray(projects.id, [noidaId, agraId]));
    const noida = await callRoute(cityRedirect.loader, request(`/Newprojectdetial?id=${noidaId}`));
    expect(noida).toMatchObject({ status: 301, location: `/noida/${noidaId}` });
    const agra = await callRoute(cityRedirect.loader, request(`/Newprojectdetial?id=${agraId}`));
    expect(agra).toMatchObject({ status: 301, location: `/unknown/${agraId}` });
    const after = await getDb()
      .select()
      .from(projects)
      .where(inArray(projects.id, [noidaId, agraId]));
    expect(after).toEqual(before);
  });

  it("a city page labels the project with its own city, and moves a project opened under another city", async () => {
    const right = await callRoute(cityProject.loader, request(`/noida/${noidaId}`), { projectId: noidaId });
    expect(right.status).toBe(200);
    const { view } = right.data as { view: { eyebrow: string; city: string } };
    expect(view.eyebrow).toBe("New project in Noida");
    expect(view.city).toBe("Noida");

    for (const wrong of ["lucknow", "varanasi", "unknown"]) {
      const moved = await callRoute(cityProject.loader, request(`/${wrong}/${noidaId}`), { projectId: noidaId });
      expect(moved, wrong).toMatchObject({ status: 301, location: `/noida/${noidaId}` });
    }
    const agra = await callRoute(cityProject.loader, request(`/unknown/${agraId}`), { projectId: agraId });
    expect(agra.status).toBe(200);
    expect((agra.data as { view: { eyebrow: string } }).view.eyebrow).toBe("New project in Agra");
    const agraUnderLucknow = await callRoute(cityProject.loader, request(`/lucknow/${agraId}`), { projectId: agraId });
    expect(agraUnderLucknow).toMatchObject({ status: 301, location: `/unknown/${agraId}` });
  });

  it("/NewsProjectdetail shows the project only under its own city", async () => {
    const listed = await callRoute(
      newsProjectDetail.loader,
      request(`/NewsProjectdetail?projectId=${noidaId}&city=noida`),
    );
    expect(listed.status).toBe(200);
    const wrong = await callRoute(
      newsProjectDetail.loader,
      request(`/NewsProjectdetail?projectId=${noidaId}&city=Lucknow`),
    );
    expect(wrong.status).toBe(404);
    expect(wrong.data).toMatchObject({
      view: null,
      notListed: { message: "This project is not listed under Lucknow.", city: "Noida" },
    });
    const missing = await callRoute(newsProjectDetail.loader, request(`/NewsProjectdetail?projectId=${noidaId}`));
    expect(missing).toMatchObject({ status: 302, location: `/NewsProjectdetail?projectId=${noidaId}&city=Noida` });
  });

  it("a project page offers Delete to Admins only", async () => {
    const asAdmin = await callRoute(
      newProjectDetail.loader,
      request(`/NewProjectD?projectId=${noidaId}`, { cookie: admin.cookie }),
    );
    expect((asAdmin.data as { isAdmin: boolean }).isAdmin).toBe(true);
    const asOwner = await callRoute(
      newProjectDetail.loader,
      request(`/NewProjectD?projectId=${noidaId}`, { cookie: owner.cookie }),
    );
    expect((asOwner.data as { isAdmin: boolean }).isAdmin).toBe(false);
  });
});

describe("/NewProject paging", () => {
  it("never repeats or skips a project, even among many created in the same second", async () => {
    const second = new Date(Date.UTC(2026, 5, 1, 9, 30, 0));
    const made: string[] = [];
    for (let i = 0; i < 30; i++) {
      made.push(await seed({ projectBuildingName: `Samesecond Heights ${i}`, createdAt: second }));
    }
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await callRoute(newProject.loader, request(`/NewProject?q=samesecond&page=${page}`));
      const data = result.data as Awaited<ReturnType<typeof newProject.loader>>;
      expect(data.results.total).toBe(30);
      expect(data.results.pages).toBe(3);
      seen.push(...data.results.items.map((item) => item.id));
    }
    // The last page is read from the oldest end of the index; the pages still join up.
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect([...seen].sort()).toEqual([...made].sort());
    // Newest first, the id breaking the tie: descending ids within the one second.
    expect(seen).toEqual([...made].sort().reverse());
  });
});

describe("/NewProject budget, property type and option counts", () => {
  it("finds projects in a budget and of a type, and counts what each option would give", async () => {
    const tag = "Budgetfacet";
    await seed({ projectBuildingName: `${tag} Flats 45 L`, price: "4500000" });
    await seed({
      projectBuildingName: `${tag} Flats 58 L`,
      price: "5800000",
      city: "Lucknow",
      locality: "Gomti Nagar",
    });
    await seed({ projectBuildingName: `${tag} Flats 90 L`, price: "9000000" });
    await seed({
      projectBuildingName: `${tag} Plots 50 L`,
      propertyType: "Plot/Land",
      bedrooms: undefined,
      price: "5000000",
    });
    await seed({ projectBuildingName: `${tag} Rent 25 k`, listingType: "Rent", price: "25000" });

    const load = async (query: string) =>
      (await callRoute(newProject.loader, request(`/NewProject?q=${tag}&${query}`))).data as Awaited<
        ReturnType<typeof newProject.loader>
      >;
    const names = (data: Awaited<ReturnType<typeof newProject.loader>>) =>
      data.results.items.map((item) => item.name.replace(`${tag} `, "")).sort();

    const flats = await load("propertyType=Flat/Apartment&budgetMin=4000000&budgetMax=6000000");
    expect(names(flats)).toEqual(["Flats 45 L", "Flats 58 L"]);
    expect(flats.described).toBe(`(Flat/Apartment) from ₹40 L to ₹60 L matching “${tag}”`);
    const label = (options: Array<{ value: string; label: string }>, value: string) =>
      options.find((option) => option.value === value)?.label;
    // Each option counts with the other filters as they are, its own set aside.
    expect(label(flats.propertyTypes, "Flat/Apartment")).toBe("Flat/Apartment (2)");
    expect(label(flats.propertyTypes, "Plot/Land")).toBe("Plot/Land (1)");
    expect(label(flats.cities, "Noida")).toBe("Noida (1)");
    expect(label(flats.cities, "Lucknow")).toBe("Lucknow (1)");
    expect(label(flats.options, "Buy")).toBe("Buy (2)");
    expect(label(flats.options, "Rent")).toBe("Rent (0)");

    // Every count equals what choosing that option gives.
    for (const city of ["Noida", "Lucknow"]) {
      const chosen = await load(`propertyType=Flat/Apartment&budgetMin=4000000&budgetMax=6000000&city=${city}`);
      expect(label(flats.cities, city)).toBe(`${city} (${chosen.results.total})`);
    }
    const plots = await load("type=Plot&budgetMax=6000000");
    expect(names(plots)).toEqual(["Plots 50 L"]);
    expect(label(flats.propertyTypes, "Plot/Land")).toBe(`Plot/Land (${plots.results.total})`);

    // Rent is priced a month: its presets are rents; hostile values change nothing.
    const rent = await load("type=Rent&budgetMax=30000");
    expect(names(rent)).toEqual(["Rent 25 k"]);
    expect(rent.budgets[0]?.label).toMatch(/\/month$/);
    const hostile = await load(`propertyType=';drop table&budgetMin=abc&budgetMax=${"9".repeat(5000)}`);
    expect(hostile.results.total).toBe(5);
  });
});
