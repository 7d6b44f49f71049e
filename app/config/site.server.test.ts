import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "./site";
import { resolveSite } from "./site.server";

describe("company details", () => {
  it("name the founder: a demo default, or FOUNDER_NAME", () => {
    expect(DEFAULT_SITE.founder).toBeTruthy();
    expect(resolveSite({}).founder).toBe(DEFAULT_SITE.founder);
    expect(resolveSite({ FOUNDER_NAME: "  Sunita Mishra " }).founder).toBe("Sunita Mishra");
  });
});
