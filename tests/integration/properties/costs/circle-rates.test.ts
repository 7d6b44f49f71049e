import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { setClock } from "#app/modules/platform/clock.server";
import { CIRCLE_RATE_MESSAGES } from "#app/modules/properties/costs/circle-rate-rules";
import { circleRatesInForce } from "#app/modules/properties/costs/circle-rates.server";
import { costRules } from "#app/modules/properties/costs/cost-settings.server";
import { COST_RULE_DEFAULTS, saleCosts } from "#app/modules/properties/costs/rules";
import { askedInputs } from "#app/modules/properties/costs/true-cost.server";
import type { TrueCostProps } from "#app/modules/properties/costs/true-cost-props";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as place from "#app/routes/_listings/place";
import * as adminRates from "#app/routes/admin/circle-rates";
import { circleRates } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  admin = await createUser("Admin");
  owner = await createUser("Owner");
});

const HEADER = "city,locality,kind,rate_per_sqm,applies_from";

const post = (account: TestUser | null, form: Record<string, string>) =>
  callRoute(adminRates.action, request("/admin/circle-rates", { method: "POST", cookie: account?.cookie, form }));

const rowCount = async () => (await getDb().select().from(circleRates)).length;

type Answer = { ok: boolean; message: string; field?: string; problems?: Array<{ line: number; message: string }> };

/** A 1,000 sq ft flat for sale at ₹50,00,000 in `locality`: the case. */
const flatFor = (locality: string) =>
  liveProperty(owner, { locality, plotArea: "1000", areaUnit: "sqft", price: "5000000", bedrooms: "2" });

async function costOn(id: string, query = ""): Promise<TrueCostProps> {
  const page = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}${query}`));
  expect(page.status).toBe(200);
  const cost = (page.data as { cost: TrueCostProps | null }).cost;
  if (!cost) throw new Error("no calculator");
  return cost;
}

describe("the admin desk's circle rates", () => {
  it("refuses anyone but an Admin, and changes nothing", async () => {
    const client = await createUser("Client");
    const form = {
      intent: "save",
      city: "Lucknow",
      locality: "Aliganj",
      kind: "flat",
      ratePerSqm: "50000",
      appliesFrom: "2025-08-01",
    };
    expect((await post(client, form)).status).toBe(403);
    expect((await post(owner, { intent: "settings", stampDutyPercent: "1" })).status).toBe(403);
    expect((await post(null, form)).status).toBe(302);
    expect((await callRoute(adminRates.loader, request("/admin/circle-rates", { cookie: client.cookie }))).status).toBe(
      403,
    );
    expect(await rowCount()).toBe(0);
  });

  it("an Admin adds a rate; the sale listing's calculator charges duty on the higher circle-rate value", async () => {
    const id = await flatFor("Gomti Nagar");
    const saved = await post(admin, {
      intent: "save",
      city: "Lucknow",
      locality: "gomti nagar",
      kind: "flat",
      ratePerSqm: "60,000",
      appliesFrom: "2025-08-01",
    });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: CIRCLE_RATE_MESSAGES.saved } });

    const cost = await costOn(id, "&buyer=woman");
    expect(cost.rate).toMatchObject({
      ratePerSqm: 60_000,
      perSqm: "₹60,000/sq m",
      perUnit: "₹5,574/sq ft",
      from: "1 August 2025",
    });
    const { inputs, errors } = askedInputs(cost);
    expect(errors).toEqual([]);
    const figures = saleCosts(
      inputs.sale,
      { areaSqft: cost.areaSqft, ratePerSqm: cost.rate?.ratePerSqm ?? null },
      cost.rules,
    );
    // Hand-worked in app/modules/properties/costs/rules.test.ts.
    expect(figures).toMatchObject({
      circleValue: 55_74_182,
      onCircleValue: true,
      stampDuty: 3_80_193,
      registration: 55_742,
      emi: 34_713,
    });

    // The place page shows it too, per sq m and per sq ft, with the date.
    const placePage = await callRoute(place.loader, request("/properties/lucknow/gomti-nagar"), {
      city: "lucknow",
      place: "gomti-nagar",
    });
    expect((placePage.data as { circleRates: unknown }).circleRates).toEqual({
      title: "Circle rates in Gomti Nagar, Lucknow",
      note: "The district's minimum value: stamp duty is charged on it when it is above the price.",
      rates: ["Flat: ₹60,000/sq m (₹5,574/sq ft), from 1 August 2025"],
    });
  });

  it("reads the calculator's fields within bounds: a wrong one gets its message and the default", async () => {
    const id = await flatFor("Hazratganj");
    const cost = await costOn(id, "&buyer=joint&price=4800000&loanRate=99&loanYears=15&loan=abc");
    const { inputs, errors } = askedInputs(cost);
    expect(inputs.sale).toEqual({ buyer: "joint", price: 48_00_000, loan: null, loanRate: 8.5, loanYears: 15 });
    expect(errors).toEqual(["loan", "loanRate"]);
    expect(cost.rate).toBeNull();
  });

  it("an Admin edits a rate in place, and the rate in force is the latest that applies by today", async () => {
    await post(admin, {
      intent: "save",
      city: "Lucknow",
      locality: "Aliganj",
      kind: "plot",
      ratePerSqm: "30000",
      appliesFrom: "2015-01-01",
    });
    await post(admin, {
      intent: "save",
      city: "Lucknow",
      locality: "Aliganj",
      kind: "plot",
      ratePerSqm: "45000",
      appliesFrom: "2025-08-01",
    });
    await post(admin, {
      intent: "save",
      city: "Lucknow",
      locality: "Aliganj",
      kind: "plot",
      ratePerSqm: "52000",
      appliesFrom: "2027-04-01",
    });
    // The calculator and the admin desk's list say the same rate is in force (one rule).
    const inForceOnDesk = async () => {
      const page = await callRoute(adminRates.loader, request("/admin/circle-rates", { cookie: admin.cookie }));
      const rates = (page.data as { rates: Array<{ locality: string; ratePerSqm: number; inForce: boolean }> }).rates;
      return rates.filter((rate) => rate.locality === "Aliganj" && rate.inForce).map((rate) => rate.ratePerSqm);
    };
    setClock(new Date("2026-11-25T06:00:00Z"));
    expect((await circleRatesInForce("Lucknow", "ALIGANJ")).map((rate) => rate.ratePerSqm)).toEqual([45_000]);
    expect(await inForceOnDesk()).toEqual([45_000]);
    setClock(new Date("2027-03-31T19:00:00Z")); // 1 April 2027, 00:30 in India
    expect((await circleRatesInForce("Lucknow", "Aliganj")).map((rate) => rate.ratePerSqm)).toEqual([52_000]);
    expect(await inForceOnDesk()).toEqual([52_000]);
    setClock(new Date("2020-01-01T06:00:00Z"));
    expect((await circleRatesInForce("Lucknow", "Aliganj")).map((rate) => rate.ratePerSqm)).toEqual([30_000]);
    expect(await inForceOnDesk()).toEqual([30_000]);

    const [row] = (await circleRatesInForce("Lucknow", "Aliganj")) ?? [];
    const before = await rowCount();
    const edited = await post(admin, {
      intent: "save",
      id: row?.id ?? "",
      city: "Lucknow",
      locality: "Aliganj",
      kind: "plot",
      ratePerSqm: "31000",
      appliesFrom: "2015-01-01",
    });
    expect(edited.status).toBe(200);
    expect(await rowCount()).toBe(before);
    expect((await circleRatesInForce("Lucknow", "Aliganj")).map((rate) => rate.ratePerSqm)).toEqual([31_000]);

    const bad = await post(admin, {
      intent: "save",
      city: "Lucknow",
      locality: "Aliganj",
      kind: "plot",
      ratePerSqm: "0",
      appliesFrom: "2015-01-01",
    });
    expect(bad).toMatchObject({
      status: 400,
      data: { ok: false, message: CIRCLE_RATE_MESSAGES.rate, field: "ratePerSqm" },
    });
    expect(await rowCount()).toBe(before);
  });

  it("imports a CSV; the same file again adds nothing; a bad line is reported by number and nothing is written", async () => {
    const csv = [
      HEADER,
      "Lucknow,Indira Nagar,flat,52000,2025-08-01",
      "Lucknow,Indira Nagar,plot,48000,2025-08-01",
    ].join("\n");
    const before = await rowCount();
    const first = await post(admin, { intent: "import", csv });
    expect(first).toMatchObject({ status: 200, data: { ok: true, values: { added: 2, changed: 0 } } });
    const again = await post(admin, { intent: "import", csv });
    expect(again).toMatchObject({ status: 200, data: { ok: true, values: { added: 0, changed: 2 } } });
    expect(await rowCount()).toBe(before + 2);

    const bad = await post(admin, {
      intent: "import",
      csv: [HEADER, "Lucknow,Indira Nagar,flat,53000,2026-01-01", "Lucknow,Indira Nagar,castle,1,2026-01-01"].join(
        "\n",
      ),
    });
    expect(bad.status).toBe(400);
    expect((bad.data as Answer).problems).toEqual([{ line: 3, message: CIRCLE_RATE_MESSAGES.kind }]);
    expect(await rowCount()).toBe(before + 2);
  });

  it("imports a CSV sent as a file upload", async () => {
    const form = new FormData();
    form.set("intent", "import");
    form.set(
      "csv",
      new File([`${HEADER}\nKanpur,Swaroop Nagar,house,41000,2025-08-01\n`], "rates.csv", { type: "text/csv" }),
    );
    const answer = await callRoute(
      adminRates.action,
      new Request("http://localhost:3999/admin/circle-rates", {
        method: "POST",
        headers: { cookie: admin.cookie },
        body: form,
      }),
    );
    expect(answer).toMatchObject({ status: 200, data: { ok: true, values: { added: 1, changed: 0 } } });
    expect(await circleRatesInForce("Kanpur", "swaroop-nagar")).toHaveLength(1);
  });

  it("refuses a file that is not UTF-8, and formula-like cells, writing nothing", async () => {
    const before = await rowCount();
    const upload = (bytes: BlobPart) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("csv", new File([bytes], "rates.csv", { type: "text/csv" }));
      return callRoute(
        adminRates.action,
        new Request("http://localhost:3999/admin/circle-rates", {
          method: "POST",
          headers: { cookie: admin.cookie },
          body: form,
        }),
      );
    };
    // "Gomti Nagar" with a Latin-1 byte in it, as a spreadsheet saved in the wrong encoding writes it.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\nLucknow,Gomti Nagar `),
      0xe9,
      ...new TextEncoder().encode(",flat,60000,2026-01-01\n"),
    ]);
    const notUtf8 = await upload(latin1);
    expect(notUtf8).toMatchObject({ status: 400, data: { message: CIRCLE_RATE_MESSAGES.csvEncoding } });
    const formula = await upload(
      `${HEADER}\nLucknow,"=HYPERLINK(""http://evil.example"",""Gomti"")",flat,60000,2026-01-01\n`,
    );
    expect(formula.status).toBe(400);
    expect((formula.data as Answer).problems).toEqual([{ line: 2, message: CIRCLE_RATE_MESSAGES.csvFormula }]);
    expect(await rowCount()).toBe(before);
  });

  it("an Admin changes the cost rules within bounds; a value out of bounds changes nothing", async () => {
    const rules = {
      stampDutyPercent: "6",
      womanConcessionPercent: "1",
      womanConcessionUpTo: "1000000",
      jointWomanSharePercent: "50",
      registrationPercent: "1",
      depositMonths: "3",
    };
    expect((await post(admin, { intent: "settings", ...rules })).status).toBe(200);
    expect(await costRules()).toEqual({ ...COST_RULE_DEFAULTS, stampDutyPercent: 6, depositMonths: 3 });
    const bad = await post(admin, { intent: "settings", ...rules, stampDutyPercent: "70" });
    expect(bad).toMatchObject({ status: 400, data: { field: "stampDutyPercent" } });
    expect((await costRules()).stampDutyPercent).toBe(6);
    // Back to the defaults for the other tests of this file.
    await post(admin, { intent: "settings", ...rules, stampDutyPercent: "7", depositMonths: "2" });
  });

  it("a rental's calculator has the deposit months of the rules and the rent", async () => {
    const id = await liveProperty(owner, { listingType: "Rent", locality: "Aliganj", plotArea: "900", price: "25000" });
    const cost = await costOn(id, "&maintenance=3000");
    expect(cost).toMatchObject({ mode: "rent", asking: 25_000, rate: null });
    const { inputs } = askedInputs(cost);
    expect(inputs).toMatchObject({ depositMonths: 2, maintenance: 3000 });
  });
});
