import { describe, expect, it } from "vitest";
import {
  COST_RULE_DEFAULTS,
  circleRateValue,
  monthlyEmi,
  ratePerPriceUnit,
  registrationFee,
  rentCosts,
  saleCosts,
  stampDuty,
} from "./rules";

const rules = COST_RULE_DEFAULTS;

/**
 * The case: a 1,000 sq ft flat asked at ₹50,00,000 in a locality whose circle rate
 * is ₹60,000 per sq m. Worked by hand:
 *   area      1,000 sq ft ÷ 10.7639104 sq ft/sq m = 92.9030 sq m
 *   value     92.9030 × 60,000 = ₹55,74,182.4 → ₹55,74,182, above the price, so duty is on it
 *   man       7 % of 55,74,182 = 3,90,192.74 → ₹3,90,193
 *   woman     3,90,192.74 − 1 % of the first 10,00,000 (10,000) = 3,80,192.74 → ₹3,80,193
 *   joint     3,90,192.74 − half of 10,000 (5,000) = 3,85,192.74 → ₹3,85,193
 *   fee       1 % of 55,74,182 = 55,741.82 → ₹55,742
 *   total     50,00,000 + 3,90,193 + 55,742 = ₹54,45,935 (a man)
 *   loan      80 % of 50,00,000 = ₹40,00,000 at 8.5 % for 20 years:
 *             r = 0.085 / 12 = 0.00708333, n = 240, (1 + r)^240 = 5.44127
 *             EMI = 40,00,000 × 0.00708333 × 5.44127 / 4.44127 = ₹34,712.93 → ₹34,713
 *             interest = 34,712.93 × 240 − 40,00,000 = 83,31,103.04 − 40,00,000 → ₹43,31,103
 */
describe("the true cost of a sale (the issue's case)", () => {
  const place = { areaSqft: 1000, ratePerSqm: 60_000 };
  const sale = (buyer: "man" | "woman" | "joint") =>
    saleCosts({ buyer, price: 50_00_000, loan: null, loanRate: 8.5, loanYears: 20 }, place, rules);

  it("values the flat at the circle rate, which is above the price", () => {
    expect(circleRateValue(1000, 60_000)).toBe(55_74_182);
    expect(sale("man").circleValue).toBe(55_74_182);
    expect(sale("man").onCircleValue).toBe(true);
  });

  it("charges stamp duty on the circle-rate value: a man, a woman, a joint purchase", () => {
    expect(sale("man").stampDuty).toBe(3_90_193);
    expect(sale("woman").stampDuty).toBe(3_80_193);
    expect(sale("joint").stampDuty).toBe(3_85_193);
  });

  it("charges registration on the same value, and totals price, duty and fee", () => {
    expect(sale("man").registration).toBe(55_742);
    expect(sale("man").total).toBe(54_45_935);
    expect(sale("woman").total).toBe(54_35_935);
  });

  it("works out the EMI of an 80 % loan over 20 years at 8.5 %", () => {
    const { loan, emi, totalInterest } = sale("man");
    expect(loan).toBe(40_00_000);
    expect(emi).toBe(34_713);
    expect(totalInterest).toBe(43_31_103);
  });
});

describe("stamp duty on the agreed price", () => {
  it("uses the price when the circle-rate value is lower (or there is no rate)", () => {
    // 1,000 sq ft at ₹40,000/sq m = ₹37,16,122, under ₹50 L: 7 % of 50,00,000 = ₹3,50,000.
    const costs = saleCosts(
      { buyer: "man", price: 50_00_000, loan: null, loanRate: 8.5, loanYears: 20 },
      { areaSqft: 1000, ratePerSqm: 40_000 },
      rules,
    );
    expect(costs.circleValue).toBe(37_16_122);
    expect(costs.onCircleValue).toBe(false);
    expect(costs.stampDuty).toBe(3_50_000);
    expect(costs.registration).toBe(50_000);
    const noRate = saleCosts(
      { buyer: "man", price: 50_00_000, loan: 0, loanRate: 8.5, loanYears: 20 },
      { areaSqft: 1000, ratePerSqm: null },
      rules,
    );
    expect(noRate.circleValue).toBeNull();
    expect(noRate.stampDuty).toBe(3_50_000);
    expect(noRate.emi).toBe(0);
  });

  it("gives a woman 6 % on a value under ₹10 lakh, and the concession only on the first ₹10 lakh", () => {
    // ₹8,00,000: 6 % = ₹48,000 (7 % would be ₹56,000).
    expect(stampDuty(8_00_000, "woman", rules)).toBe(48_000);
    // Joint on ₹8,00,000: 56,000 − half of 8,000 = ₹52,000.
    expect(stampDuty(8_00_000, "joint", rules)).toBe(52_000);
    // ₹1 crore: 7,00,000 − 10,000 = ₹6,90,000.
    expect(stampDuty(1_00_00_000, "woman", rules)).toBe(6_90_000);
  });

  it("follows the settings an Admin changed", () => {
    const changed = { ...rules, stampDutyPercent: 5, jointWomanSharePercent: 100, registrationPercent: 0.5 };
    // 5 % of 20,00,000 = 1,00,000, less all of 10,000 for the joint buyer.
    expect(stampDuty(20_00_000, "joint", changed)).toBe(90_000);
    expect(registrationFee(20_00_000, changed)).toBe(10_000);
  });
});

describe("the EMI formula", () => {
  it("matches a bank's published figure: ₹10 lakh at 10 % over 10 years is ₹13,215", () => {
    // r = 0.1/12, n = 120, (1 + r)^120 = 2.70704: 10,00,000 × 0.0083333 × 2.70704 / 1.70704 = 13,215.07.
    expect(Math.round(monthlyEmi(10_00_000, 10, 10))).toBe(13_215);
  });

  it("divides the loan evenly at 0 %, and is nothing without a loan", () => {
    expect(monthlyEmi(12_00_000, 0, 10)).toBe(10_000);
    expect(monthlyEmi(0, 8.5, 20)).toBe(0);
  });
});

describe("circle rates in the units people price in", () => {
  it("turns ₹ per sq m into ₹ per sq ft for flats and ₹ per sq yd (gaj) for plots", () => {
    // 60,000 ÷ 10.7639 = 5,574.18 per sq ft; × 9 = 50,167.64 per sq yd.
    expect(Math.round(ratePerPriceUnit(60_000, "flat"))).toBe(5_574);
    expect(Math.round(ratePerPriceUnit(60_000, "plot"))).toBe(50_168);
  });
});

describe("a rental", () => {
  it("asks a deposit of some months' rent, and rent plus maintenance each month", () => {
    expect(rentCosts(25_000, 2, 3_000)).toEqual({ deposit: 50_000, monthly: 28_000 });
  });
});
