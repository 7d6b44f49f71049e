import { describe, expect, it } from "vitest";
import { whatsAppHref } from "#app/modules/text/whatsapp";
import { maskContacts, maskMobile } from "./mask";

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

describe("maskContacts", () => {
  const words = { number: "[number hidden]", email: "[e-mail hidden]" };
  const mask = (text: string) => maskContacts(text, words);

  it("hides phone numbers however they are written, in ASCII or Devanagari digits", () => {
    for (const number of [
      "9839012210",
      "+91 98390 12210",
      "098-390-12210",
      "(0522) 2345678",
      "९८३९०१२२१०",
      "98 39 01 22 10",
    ]) {
      expect(mask(`Call me on ${number} after 6.`)).toEqual({
        text: "Call me on [number hidden] after 6.",
        masked: true,
      });
    }
  });

  it("hides e-mail addresses, also spelt out", () => {
    for (const address of [
      "ravi.k@gmail.com",
      "ravi (at) gmail (dot) com",
      "ravi at gmail dot com",
      "ravi[at]yahoo.co.in",
    ]) {
      expect(mask(`Write to ${address} please`)).toEqual({ text: "Write to [e-mail hidden] please", masked: true });
    }
  });

  it("leaves prices, years, floors, areas and times alone", () => {
    const text = "₹1,20,00,000 or 85 lakh, built 2019, 3rd floor, 1650 sq ft, come at 5 dot 30 on 12.01.2027";
    expect(mask(text)).toEqual({ text, masked: false });
  });
});
