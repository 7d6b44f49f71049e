import { describe, expect, it } from "vitest";
import { SERVICE_ALIASES } from "#app/modules/content/service-aliases";
import * as projectService from "#app/routes/_content/project-service";
import * as service from "#app/routes/_content/service";
import * as serviceDetail from "#app/routes/_content/service-detail";
import { CITY_PAGES, SERVICES } from "#db/seed/content";
import { callRoute, request, servicesForFile } from "../../support/harness";

const _services = servicesForFile();

describe("services", () => {
  it("lists the five services in order", async () => {
    const result = await callRoute(service.loader, request("/service"));
    const data = result.data as { services: Array<{ slug: string }> };
    expect(data.services.map((row) => row.slug)).toEqual(SERVICES.map((row) => row.slug));
  });

  it("finds each of the five slugs, whatever the case", async () => {
    for (const { slug, title } of SERVICES) {
      const result = await callRoute(serviceDetail.loader, request(`/services/${slug}`), {
        serviceUrl: slug.toUpperCase(),
      });
      expect(result.status, slug).toBe(200);
      expect(result.data).toMatchObject({ service: { slug, title } });
    }
  });

  it("redirects the footer's short links permanently to the page they name", async () => {
    expect(SERVICE_ALIASES.home, "a home buyer lands on homes, not plots").toBe("/buy");
    for (const [alias, path] of Object.entries(SERVICE_ALIASES)) {
      const result = await callRoute(serviceDetail.loader, request(`/services/${alias}`), { serviceUrl: alias });
      expect(result).toMatchObject({ status: 301, location: path });
    }
  });

  it("answers an unknown slug with 404, never a crash", async () => {
    for (const slug of ["no-such-service", "constructor", "__proto__", "toString", "\u0000", "a".repeat(5000), "été"]) {
      const result = await callRoute(serviceDetail.loader, request(`/services/${slug}`), { serviceUrl: slug });
      expect(result.status, slug).toBe(404);
      expect(result.data).toMatchObject({ service: null });
    }
  });
});

describe("city pages", () => {
  it("finds each of the five slugs with all their fields", async () => {
    for (const page of CITY_PAGES) {
      const result = await callRoute(projectService.loader, request(`/ProjectService/${page.slug}`), {
        url: page.slug,
      });
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({
        page: {
          title: page.title,
          about: page.about,
          location: page.location,
          projectType: page.projectType,
          amenities: page.amenities,
          priceRange: page.priceRange,
        },
      });
    }
  });

  it("speaks the page's language: the company's own Hindi on /hi, the English as it was on English pages", async () => {
    for (const page of CITY_PAGES) {
      const hindi = await callRoute(projectService.loader, request(`/hi/ProjectService/${page.slug}`), {
        url: page.slug,
      });
      expect(hindi.data).toMatchObject({ page: { ...page.hindi, priceRange: page.priceRange, lang: "hi" } });
      const english = await callRoute(projectService.loader, request(`/ProjectService/${page.slug}`), {
        url: page.slug,
      });
      expect(english.data).toMatchObject({ page: { title: page.title, about: page.about, lang: "en" } });
      expect(english.data).not.toHaveProperty("page.hindi");
    }
    for (const offered of SERVICES) {
      const hindi = await callRoute(serviceDetail.loader, request(`/hi/services/${offered.slug}`), {
        serviceUrl: offered.slug,
      });
      expect(hindi.data).toMatchObject({ service: { ...offered.hindi, lang: "hi" } });
    }
    const list = await callRoute(service.loader, request("/hi/service"));
    expect((list.data as { services: Array<{ title: string }> }).services.map((row) => row.title)).toEqual(
      SERVICES.map((offered) => offered.hindi.title),
    );
  });

  it("answers an unknown slug with 404", async () => {
    for (const slug of ["atlantis", "constructor", "", "\u0000", "../kanpur"]) {
      const result = await callRoute(projectService.loader, request(`/ProjectService/${slug}`), { url: slug });
      expect(result.status, slug).toBe(404);
    }
  });
});
