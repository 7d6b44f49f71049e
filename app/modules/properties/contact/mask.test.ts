import { describe, expect, it } from "vitest";
import { whatsAppHref } from "#app/modules/text/whatsapp";
import { maskMobile } from "./mask";

describe("maskMobile", () => {
  it("keeps the first two and the last three digits", () => {
    expect(maskMobile("9839012210")).toBe("+91 98XXX XX210");
    expect(maskMobile("98390 12210")).toBe("+91 98XXX XX210");
  });

  it("shows no digit of anything that is not a ten-digit number", () => {
    expect(maskMobile("12345")).toBe("+91 XXXXX XXXXX");
    expect(maskMobile("")).toBe("");
    expect(maskMobile(null)).toBe("");
  });
});

describe("whatsAppHref", () => {
  it("shares a text, or writes to an Indian number", () => {
    expect(whatsAppHref("3 BHK in Gomti Nagar: https://x.in/a?b=1")).toBe(
      "https://wa.me/?text=3%20BHK%20in%20Gomti%20Nagar%3A%20https%3A%2F%2Fx.in%2Fa%3Fb%3D1",
    );
    expect(whatsAppHref("Hello", "98390 12210")).toBe("https://wa.me/919839012210?text=Hello");
  });
});
