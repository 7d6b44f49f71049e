import { describe, expect, it } from "vitest";
import { pageCount, pageNumber, pageWindow, parsePage } from "./pagination";

describe("pagination", () => {
  it("reads ?page= and falls back to 1 for anything odd", () => {
    expect(pageNumber("http://x/admin/Buys?page=3")).toBe(3);
    for (const raw of ["", "0", "-2", "abc", "1.5", "1e3x"]) {
      expect(pageNumber(`http://x/admin/Buys?page=${raw}`), raw).toBe(1);
    }
    expect(parsePage("99999999")).toBe(10_000);
    expect(parsePage(null)).toBe(1);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });

  it("clamps to the pages that exist", () => {
    expect(pageWindow(0, 4, 25)).toEqual({ page: 1, pages: 1, offset: 0, limit: 25 });
    expect(pageWindow(51, 2, 25)).toEqual({ page: 2, pages: 3, offset: 25, limit: 25 });
    expect(pageWindow(51, 9, 25)).toEqual({ page: 3, pages: 3, offset: 50, limit: 25 });
  });
});
