import { describe, expect, it } from "vitest";
import { check } from "#app/modules/platform/form-schema";
import { csvCells } from "#app/modules/text/csv";
import { parseCircleRateCsv } from "./circle-rate-csv";
import { CIRCLE_RATE_MESSAGES, CSV_LIMITS } from "./circle-rate-rules";
import { CostRulesSchema } from "./circle-rate-schema";
import { COST_RULE_DEFAULTS } from "./rules";

const HEADER = "city,locality,kind,rate_per_sqm,applies_from";

describe("a circle-rate CSV", () => {
  it("reads every line, quoted cells, any column order and the same line twice as one rate", () => {
    const outcome = parseCircleRateCsv(
      [
        "locality,city,kind,applies_from,rate_per_sqm",
        '"Vibhuti Khand, Gomti Nagar",lucknow,Flat,2025-08-01,"60,000"',
        "Aliganj,Lucknow,plot,2025-08-01,45000",
        "Aliganj,Lucknow,plot,2025-08-01,45000",
        "",
      ].join("\r\n"),
    );
    expect(outcome).toEqual({
      ok: true,
      rows: [
        {
          city: "Lucknow",
          locality: "Vibhuti Khand, Gomti Nagar",
          kind: "flat",
          ratePerSqm: 60_000,
          appliesFrom: "2025-08-01",
        },
        { city: "Lucknow", locality: "Aliganj", kind: "plot", ratePerSqm: 45_000, appliesFrom: "2025-08-01" },
      ],
    });
  });

  it("reports each bad line by its number and reads none", () => {
    const outcome = parseCircleRateCsv(
      [
        HEADER,
        "Lucknow,Aliganj,flat,45000,2025-08-01",
        "Agra,Taj Ganj,flat,45000,2025-08-01",
        "Lucknow,Aliganj,villa,45000,2025-08-01",
        "Lucknow,Aliganj,flat,-5,2025-08-01",
        "Lucknow,Aliganj,house,45000,2025-02-30",
        "Lucknow,Aliganj,flat,46000,2025-08-01",
        "Lucknow,Aliganj",
      ].join("\n"),
    );
    expect(outcome).toEqual({
      ok: false,
      message: CIRCLE_RATE_MESSAGES.csvNothingWritten,
      problems: [
        { line: 3, message: CIRCLE_RATE_MESSAGES.city },
        { line: 4, message: CIRCLE_RATE_MESSAGES.kind },
        { line: 5, message: CIRCLE_RATE_MESSAGES.rate },
        { line: 6, message: CIRCLE_RATE_MESSAGES.appliesFrom },
        { line: 7, message: CIRCLE_RATE_MESSAGES.csvRepeated },
        { line: 8, message: CIRCLE_RATE_MESSAGES.csvColumns },
      ],
    });
  });

  it("refuses a file without the header, without rates, or past its bounds", () => {
    expect(parseCircleRateCsv("Lucknow,Aliganj,flat,45000,2025-08-01")).toMatchObject({
      message: CIRCLE_RATE_MESSAGES.csvHeader,
    });
    expect(parseCircleRateCsv(`${HEADER}\n\n`)).toMatchObject({ message: CIRCLE_RATE_MESSAGES.csvEmpty });
    const many = Array.from({ length: CSV_LIMITS.rows + 1 }, (_, i) => `Lucknow,Place ${i},flat,1000,2025-08-01`);
    expect(parseCircleRateCsv([HEADER, ...many].join("\n"))).toMatchObject({
      message: CIRCLE_RATE_MESSAGES.csvTooManyRows,
    });
    expect(parseCircleRateCsv(`${HEADER}\n${"x".repeat(CSV_LIMITS.bytes)}`)).toMatchObject({
      message: CIRCLE_RATE_MESSAGES.csvTooLarge,
    });
  });

  it("splits cells with quotes inside quotes", () => {
    expect(csvCells('a,"b, ""c""", d ')).toEqual(["a", 'b, "c"', "d"]);
  });
});

describe("the cost settings form", () => {
  it("takes percentages and rupees within bounds", () => {
    const values = {
      stampDutyPercent: "7",
      womanConcessionPercent: "1",
      womanConcessionUpTo: "10,00,000",
      jointWomanSharePercent: "50",
      registrationPercent: "1",
      depositMonths: "2",
    };
    // The defaults as typed ("10,00,000" with Indian grouping) are read as the defaults.
    expect(check(CostRulesSchema, values)).toEqual({ ok: true, data: COST_RULE_DEFAULTS });
    expect(check(CostRulesSchema, { ...values, stampDutyPercent: "25" })).toMatchObject({
      ok: false,
      field: "stampDutyPercent",
    });
  });
});
