import { describe, expect, it } from "vitest";
import { cleanQuery, prefixQuery } from "./query-text";

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

describe("cleanQuery", () => {
  it("collapses spaces, trims and caps the length", () => {
    expect(cleanQuery("  gomti   nagar ")).toBe("gomti nagar");
    expect(cleanQuery(null)).toBe("");
    expect(cleanQuery("x".repeat(500))).toHaveLength(100);
  });
});
