import { describe, expect, it } from "vitest";
import { readIds } from "./read-ids";
import { COMPARE_MAX, compareHref, idsInCookie, toggled } from "./selection";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("readIds", () => {
  it("reads ids separated by commas, dots or spaces, each once, in order", () => {
    expect(readIds(`${id(2)},${id(1)}.${id(2)} ${id(3)}`).ids).toEqual([id(2), id(1), id(3)]);
  });

  it("keeps four and counts the rest; names what is not an id", () => {
    const read = readIds([1, 2, 3, 4, 5, 6].map(id).concat("42", "drop table").join(","));
    expect(read.ids).toHaveLength(COMPARE_MAX);
    expect(read.over).toBe(2);
    expect(read.malformed).toEqual(["42", "drop", "table"]);
  });

  it("lowercases ids and cuts a long address before splitting it", () => {
    expect(readIds(id(7).toUpperCase()).ids).toEqual([id(7)]);
    expect(readIds(`${"x".repeat(100_000)},${id(1)}`).ids).toEqual([]);
  });
});

describe("toggled", () => {
  it("adds at the end, removes, and refuses a fifth", () => {
    expect(toggled([id(1)], id(2), true)).toEqual({ ids: [id(1), id(2)], full: false });
    expect(toggled([id(1), id(2)], id(1), false)).toEqual({ ids: [id(2)], full: false });
    const four = [1, 2, 3, 4].map(id);
    expect(toggled(four, id(5), true)).toEqual({ ids: four, full: true });
    expect(toggled(four, id(4), true)).toEqual({ ids: [1, 2, 3, 4].map(id), full: false });
  });
});

describe("the cookie and the address", () => {
  it("reads the cookie among others, and writes the address", () => {
    expect(idsInCookie(`a=b; compare=${id(1)}.${id(2)}; c=d`)).toEqual([id(1), id(2)]);
    expect(idsInCookie("compare=%E0%A4")).toEqual([]);
    expect(idsInCookie(`notcompare=${id(1)}`)).toEqual([]);
    expect(idsInCookie(`compare=${[1, 2, 3, 4, 5, 1].map(id).join(".")}`)).toHaveLength(COMPARE_MAX);
    expect(compareHref([id(1), id(2)])).toBe(`/compare?ids=${id(1)},${id(2)}`);
  });
});
