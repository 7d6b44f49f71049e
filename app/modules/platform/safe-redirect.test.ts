import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/%09/x", "a tab browsers drop, leaving //x"],
    ["/%0a/x", "a newline"],
    ["/\t/x", "a raw tab"],
    ["/\\x", "a backslash browsers read as /"],
    ["/%5Cx", "an encoded backslash"],
    ["//x", "a protocol-relative URL"],
    ["https://x", "an absolute URL"],
    ["/%2F%2Fx", "encoded slashes"],
    ["/%252F%252Fx", "doubly encoded slashes"],
    ["/%E0%A4%A", "a broken escape"],
    ["javascript:alert(1)", "a script URL"],
    ["", "nothing"],
  ])("refuses %j (%s)", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
    expect(safeRedirectPath(value, "/admin")).toBe("/admin");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/x")).toBe("/x");
    expect(safeRedirectPath(["/a"])).toBe("/");
  });

  it.each([
    ["/", "/"],
    ["/Search?city=Lucknow&page=2", "/Search?city=Lucknow&page=2"],
    ["/listing/abc?tab=photos#map", "/listing/abc?tab=photos#map"],
    ["/admin/projects?returnTo=%2Fadmin", "/admin/projects?returnTo=%2Fadmin"],
    ["/project/Lucknow%20East", "/project/Lucknow%20East"],
    ["/a/../Search", "/Search"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
