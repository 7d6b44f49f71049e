import { describe, expect, it } from "vitest";
import { FIELDS } from "./fields";
import { AGENT_RERA_PATTERN } from "./rera";
import { normaliseRera } from "./rera-number";

describe("normaliseRera", () => {
  it("writes a RERA number as the portal does, however it was typed", () => {
    expect(normaliseRera("uprera agt 12345")).toBe("UPRERAAGT12345");
    expect(normaliseRera(" UP RERA-AGT/12345 ")).toBe("UPRERAAGT12345");
    expect(normaliseRera("uprera.prj.678")).toBe("UPRERAPRJ678");
    expect(normaliseRera("UPRERAPRJ12345")).toBe("UPRERAPRJ12345");
    expect(normaliseRera("")).toBe("");
  });

  it("turns what people type into numbers the checks accept, and nothing else", () => {
    expect(AGENT_RERA_PATTERN.test(normaliseRera("uprera agt 12345"))).toBe(true);
    expect(FIELDS.reraNumber.pattern.test(normaliseRera("uprera prj 12345"))).toBe(true);
    expect(AGENT_RERA_PATTERN.test(normaliseRera("uprera agt 12a45"))).toBe(false);
    expect(FIELDS.reraNumber.pattern.test(normaliseRera("RERA123"))).toBe(false);
  });
});
