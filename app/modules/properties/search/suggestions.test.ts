import { describe, expect, it } from "vitest";
import "#app/modules/i18n/catalog.server";
import { translator } from "#app/modules/i18n/translate";
import { filtersToParams, parseFilters } from "./filters";
import { orderChip } from "./suggestions";

const filters = (query: string) => parseFilters(new URLSearchParams(query));

describe("orderChip", () => {
  it("says in a chip that the results are ordered by price, and its press goes back to newest first", () => {
    const chip = orderChip(filters("bhk=3&sort=price-asc&page=2"));
    expect(chip?.label).toBe("Price: low to high");
    expect(filtersToParams(chip?.without ?? filters("")).toString()).toBe("bhk=3");
  });

  it("is not there for the usual order, and speaks the page's language", () => {
    expect(orderChip(filters("bhk=3"))).toBeUndefined();
    expect(orderChip(filters("sort=price-asc"), translator("hi"))?.label).toBe("क़ीमत: कम से ज़्यादा");
  });
});
