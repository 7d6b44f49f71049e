import { describe, expect, it } from "vitest";
import { readCalculator } from "./calculator";

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return readCalculator((name) => params.get(name), { price: 50_00_000, depositMonths: 2 });
};

describe("the calculator's fields", () => {
  it("takes the defaults when nothing is asked: the asking price, 8.5 % over 20 years, 80 % of the price lent", () => {
    expect(read("")).toEqual({
      inputs: {
        sale: { buyer: "man", price: 50_00_000, loan: null, loanRate: 8.5, loanYears: 20 },
        depositMonths: 2,
        maintenance: 0,
      },
      errors: [],
    });
  });

  it("reads amounts as people write them", () => {
    expect(read("buyer=woman&price=48,00,000&loan=₹30,00,000&loanRate=9.25&loanYears=15").inputs.sale).toEqual({
      buyer: "woman",
      price: 48_00_000,
      loan: 30_00_000,
      loanRate: 9.25,
      loanYears: 15,
    });
  });

  it("names each field out of bounds or not a number, and keeps the default in its place", () => {
    const { inputs, errors } = read(
      "buyer=alien&price=0&loan=-1&loanRate=31&loanYears=41&depositMonths=13&maintenance=1e9",
    );
    expect(errors).toEqual(["price", "loan", "loanRate", "loanYears", "depositMonths", "maintenance"]);
    expect(inputs).toEqual({
      sale: { buyer: "man", price: 50_00_000, loan: null, loanRate: 8.5, loanYears: 20 },
      depositMonths: 2,
      maintenance: 0,
    });
  });
});
