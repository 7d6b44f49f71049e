import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { sitemapEntries, sitemapIndexXml, sitemapNames, urlsetXml } from "#app/modules/sitemap/sitemap.server";
import * as robots from "#app/routes/resources/robots";
import * as sitemapFile from "#app/routes/resources/sitemap-file";
import { projects, properties } from "#db/schema";
import { callRoute, createUser, request, servicesForFile } from "../../support/harness";

const _services = servicesForFile();
const ids: { approved?: string; pending?: string; project?: string } = {};

beforeAll(async () => {
  const owner = await createUser("Owner");
  const base = {
    userId: owner.id,
    city: "Kanpur",
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
  };
  const [approved] = await getDb()
    .insert(properties)
    .values({ ...base, locality: "Kalyanpur", status: "live" })
    .returning();
  const [pending] = await getDb()
    .insert(properties)
    .values({ ...base, locality: "Kalyanpur", listingType: "Rent" })
    .returning();
  const [project] = await getDb().insert(projects).values(base).returning();
  ids.approved = approved?.id;
  ids.pending = pending?.id;
  ids.project = project?.id;
});

describe("sitemap", () => {
  it("lists the pages, approved properties and projects, never a pending property", async () => {
    expect(await sitemapNames()).toEqual(["pages", "properties-1", "projects-1"]);
    const pages = (await sitemapEntries("pages"))?.map((entry) => entry.path) ?? [];
    expect(pages).toEqual(
      expect.arrayContaining(["/", "/contact", "/services/buy-plots", "/ProjectService/noida", "/project/Varanasi"]),
    );
    expect(pages.some((path) => path.startsWith("/admin") || path.startsWith("/profile"))).toBe(false);
    // Place pages only where live properties are: not for a pending rent, not for Lucknow.
    expect(pages.filter((path) => path.startsWith("/properties/")).sort()).toEqual([
      "/properties/kanpur",
      "/properties/kanpur/buy",
      "/properties/kanpur/kalyanpur",
      "/properties/kanpur/kalyanpur/buy",
    ]);
    const listed = (await sitemapEntries("properties-1"))?.map((entry) => entry.path);
    expect(listed).toEqual([`/listing-detail?id=${ids.approved}`]);
    expect((await sitemapEntries("projects-1"))?.map((entry) => entry.path)).toEqual([
      `/NewProjectD?projectId=${ids.project}`,
    ]);
    expect(await sitemapEntries("properties-2")).toBeNull();
    expect(await sitemapEntries("../etc")).toBeNull();
  });

  it("writes valid, escaped XML with absolute URLs", () => {
    const xml = urlsetXml("https://awadhestates.in", [{ path: "/listing-detail?id=1&x=<2>" }]);
    expect(xml).toContain("<loc>https://awadhestates.in/listing-detail?id=1&amp;x=&lt;2&gt;</loc>");
    expect(sitemapIndexXml("https://awadhestates.in", ["pages"])).toContain(
      "<loc>https://awadhestates.in/sitemaps/pages.xml</loc>",
    );
  });

  it("answers 404 for a sitemap file that does not exist", async () => {
    const result = await callRoute(sitemapFile.loader, request("/sitemaps/nope.xml"), { file: "nope.xml" });
    expect(result.status).toBe(404);
  });

  it("answers 404, not 500, for file number 0, negative, non-numeric and oversized numbers", async () => {
    for (const file of [
      "properties-0.xml",
      "projects-0.xml",
      "properties-01.xml",
      "properties--1.xml",
      "properties-abc.xml",
      "properties-99999999999999999999.xml",
      "projects-99999999999999999999.xml",
      "properties-100000.xml",
      "properties-1e3.xml",
    ]) {
      const result = await callRoute(sitemapFile.loader, request(`/sitemaps/${file}`), { file });
      expect(result.status, file).toBe(404);
    }
    // A number past the last file but in range is still a plain 404.
    expect(
      (await callRoute(sitemapFile.loader, request("/sitemaps/properties-99999.xml"), { file: "properties-99999.xml" }))
        .status,
    ).toBe(404);
  });
});

describe("robots.txt", () => {
  it("keeps admin, profile and wizard pages out and points to the sitemap", async () => {
    const result = await callRoute(robots.loader, request("/robots.txt"));
    const text = String(result.data);
    for (const path of ["/admin", "/profile", "/postproperty", "/login"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });
});
