import { describe, expect, it } from "vitest";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { check } from "#app/modules/platform/form-schema";
import { AgentReraSchema } from "./schemas";

describe("an Agent's RERA number on the settings", () => {
  it('is saved as the portal writes it: "uprera agt 12345" is UPRERAAGT12345', () => {
    expect(check(AgentReraSchema, { reraNumber: "uprera agt 12345" })).toMatchObject({
      ok: true,
      data: { reraNumber: "UPRERAAGT12345" },
    });
    expect(check(AgentReraSchema, { reraNumber: " UPRERA-AGT-987 " })).toMatchObject({
      ok: true,
      data: { reraNumber: "UPRERAAGT987" },
    });
    expect(check(AgentReraSchema, { reraNumber: "" })).toMatchObject({ ok: true, data: { reraNumber: "" } });
  });

  it("still refuses a project's number or anything else, with the message", () => {
    for (const reraNumber of ["uprera prj 12345", "AGT12345", "UPRERAAGT12X"]) {
      expect(check(AgentReraSchema, { reraNumber })).toMatchObject({ ok: false, message: RERA_MESSAGES.agentInvalid });
    }
  });
});
