import { describe, expect, it } from "vitest";
import { pageNumber, pageWindow } from "./pagination";

describe("pagination", () => {
  it("reads ?page= and falls back to 1 for anything odd", () => {
    expect(pageNumber("http://x/admin/Buys?page=3")).toBe(3);
    for (const raw of ["", "0", "-2", "abc", "1e3", "99999999"]) {
      expect(pageNumber(`http://x/admin/Buys?page=${raw}`), raw).toBe(1);
    }
  });

  it("clamps to the pages that exist", () => {
    expect(pageWindow(0, 4, 25)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 25 });
    expect(pageWindow(51, 2, 25)).toEqual({ page: 2, pageCount: 3, offset: 25, limit: 25 });
    expect(pageWindow(51, 9, 25)).toEqual({ page: 3, pageCount: 3, offset: 50, limit: 25 });
  });
});
