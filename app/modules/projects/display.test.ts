import { describe, expect, it } from "vitest";
import { loadingMessage } from "#app/components/projects/project-loading";
import { projectHref } from "#app/modules/listing-core/links";
import { cityListHref, cityProjectHref, listingLabel, newsProjectHref } from "./display";

const ID = "4ceefc01-88cd-4caa-997c-9c6afcaabc69";

describe("project addresses", () => {
  it("builds every project link", () => {
    expect(projectHref(ID)).toBe(`/NewProjectD?projectId=${ID}`);
    expect(cityProjectHref("noida", ID)).toBe(`/noida/${ID}`);
    expect(cityListHref("Noida")).toBe("/project/Noida");
    expect(newsProjectHref(ID, "Kanpur")).toBe(`/NewsProjectdetail?projectId=${ID}&city=Kanpur`);
  });

  it("words the listing type as a card says it", () => {
    expect(listingLabel("Sell")).toBe("for sale");
    expect(listingLabel("Rent")).toBe("to rent");
    expect(listingLabel("PG")).toBe("PG");
  });
});

describe("the loading message of project pages", () => {
  it("says Loading project details... on the way to a project page", () => {
    expect(loadingMessage("/NewProjectD")).toBe("Loading project details...");
    expect(loadingMessage("/newprojectd")).toBe("Loading project details...");
    expect(loadingMessage("/NewsProjectdetail")).toBe("Loading project details...");
    expect(loadingMessage("/ExplorecityPropertyD")).toBe("Loading project details...");
  });

  it("names the real city on the way to a city page, never always Lucknow", () => {
    expect(loadingMessage(`/noida/${ID}`)).toBe("Loading Noida project details...");
    expect(loadingMessage(`/gurugram/${ID}`)).toBe("Loading Gurugram project details...");
    expect(loadingMessage(`/unknown/${ID}`)).toBe("Loading project details...");
  });

  it("says Loading... on the way to a city's list of projects", () => {
    expect(loadingMessage("/project/Noida")).toBe("Loading...");
    expect(loadingMessage("/project/lucknow/")).toBe("Loading...");
    expect(loadingMessage("/project")).toBeNull();
  });

  it("says nothing on the way to other pages", () => {
    expect(loadingMessage("/")).toBeNull();
    expect(loadingMessage("/services/buy-plots")).toBeNull();
    expect(loadingMessage("/NewProject")).toBeNull();
  });
});
