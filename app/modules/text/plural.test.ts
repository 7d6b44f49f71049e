import { describe, expect, it } from "vitest";
import { COUNTS, plural } from "./plural";

describe("plural", () => {
  it("uses the singular for one and the plural for every other count", () => {
    expect(plural(1, COUNTS.messages)).toBe("1 message");
    expect(plural(0, COUNTS.messages)).toBe("0 messages");
    expect(plural(2, COUNTS.accounts)).toBe("2 accounts");
    expect(plural(1, COUNTS.accounts)).toBe("1 account");
    expect(plural(1, COUNTS.properties)).toBe("1 property");
    expect(plural(12, COUNTS.properties)).toBe("12 properties");
  });

  it("writes large counts the Indian way", () => {
    expect(plural(120_000, COUNTS.projects)).toBe("1,20,000 projects");
  });

  it("falls back to the other form when a language's category has no words", () => {
    expect(plural(1, { other: "{count} items" })).toBe("1 items");
  });
});

describe("counts on the site", () => {
  it('are worded by plural(), never by hand ("1 messages", "1 accounts")', async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const files = (fs.readdirSync("app", { recursive: true }) as string[])
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => path.join("app", file));
    const handMade = /=== 1 \?|\$\{\w+\} (messages|accounts|projects|properties|homes|photos)\b/;
    const offenders = files.filter((file) => handMade.test(fs.readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
