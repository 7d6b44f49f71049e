import { describe, expect, it } from "vitest";
import { prefixQuery } from "#app/modules/listing/query-text";
import { pageCount, parsePage } from "#app/modules/pagination";
import { parseSearch } from "./search-params";

describe("prefixQuery", () => {
  it("makes every word a prefix that must match", () => {
    expect(prefixQuery("Gomti  Nagar")).toBe("gomti:* & nagar:*");
    expect(prefixQuery("plot/land, Faizabad-Road")).toBe("plot:* & land:* & faizabad:* & road:*");
  });

  it("strips anything that is tsquery syntax", () => {
    expect(prefixQuery("a & b | !c <-> 'd':*")).toBe("a:* & b:* & c:* & d:*");
    expect(prefixQuery("&|!():*' ")).toBeNull();
    expect(prefixQuery("")).toBeNull();
  });

  it("keeps letters of any script and caps the number of words", () => {
    expect(prefixQuery("लखनऊ")).toBe("लखनऊ:*");
    expect(prefixQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});

describe("parseSearch", () => {
  it("reads q, a known city and the page; drops the rest", () => {
    expect(parseSearch(new URLSearchParams("q=  gomti   nagar &city=Lucknow&page=3&x=1"))).toEqual({
      q: "gomti nagar",
      city: "Lucknow",
      page: 3,
    });
    expect(parseSearch(new URLSearchParams("city=Atlantis&page=-2"))).toEqual({ q: "", city: undefined, page: 1 });
  });

  it("pages: nonsense is page 1, huge is capped", () => {
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("999999999")).toBe(10_000);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });
});
