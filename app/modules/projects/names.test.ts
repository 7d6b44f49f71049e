import { describe, expect, it } from "vitest";
import { cardName, citySegment } from "./names";

describe("project names on cards", () => {
  it("cuts a name to 5 words and adds an ellipsis", () => {
    expect(cardName("Awadh Enclave Phase II Residential Plots on Faizabad Road")).toBe(
      "Awadh Enclave Phase II Residential...",
    );
    expect(cardName("Six words make this name long")).toBe("Six words make this name...");
  });

  it("keeps a name of 5 words or fewer whole, without an ellipsis", () => {
    expect(cardName("Dwarka Expressway Signature Towers")).toBe("Dwarka Expressway Signature Towers");
    expect(cardName("Five words exactly in here")).toBe("Five words exactly in here");
    expect(cardName("Solo")).toBe("Solo");
  });

  it("counts words, not spaces, and ignores spacing at the ends", () => {
    expect(cardName("  Gomti   Greens\tTower\nB   Block  Two ")).toBe("Gomti Greens Tower B Block...");
  });

  it("keeps a title made from the facts whole up to its fifth word (a project without a name: title.ts)", () => {
    expect(cardName("3 BHK flat in Gomti Nagar")).toBe("3 BHK flat in Gomti...");
    expect(cardName(" Sarnath Heritage Villas ")).toBe("Sarnath Heritage Villas");
  });
});

describe("city path segments", () => {
  it("are the five cities in lowercase, whatever the stored spelling", () => {
    expect(citySegment("Noida")).toBe("noida");
    expect(citySegment("GURUGRAM")).toBe("gurugram");
    expect(citySegment("varanasi")).toBe("varanasi");
  });

  it("are unknown for any other city", () => {
    expect(citySegment("Agra")).toBe("unknown");
    expect(citySegment("")).toBe("unknown");
  });
});
