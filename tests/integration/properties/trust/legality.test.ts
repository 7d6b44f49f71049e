/**
 * Is it legal (issue 40, decision 046): the Admins' register of LDA-approved layouts and of
 * colonies the LDA listed as illegal; a plot or house in one says so on its page, matched by
 * colony and locality as written (case and punctuation aside), never by a guess.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { LEGALITY_MESSAGES, LEGALITY_NOTES } from "#app/modules/properties/trust/legality-rules";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as legalityPage from "#app/routes/admin/legality";
import { legalityEntries } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

const desk = (who: TestUser, form: Record<string, string>) =>
  callRoute(legalityPage.action, request("/admin/legality", { method: "POST", cookie: who.cookie, form })).catch(
    (error: unknown) => (error instanceof Response ? { status: error.status, data: null } : Promise.reject(error)),
  );
const noteOf = async (id: string, path = `/listing-detail?id=${id}`) =>
  ((await callRoute(listingDetail.loader, request(path))).data as { legality: unknown }).legality;
const plot = (owner: TestUser, colony: string, locality = "Sultanpur Road") =>
  liveProperty(owner, {
    propertyType: "Plot/Land",
    projectBuildingName: `Plot in ${colony}`,
    colony,
    locality,
    plotArea: "1800",
    price: "4500000",
  });

describe("the legality register", () => {
  it("an illegal colony warns on its plots, whatever the case; another locality or colony says nothing", async () => {
    const [admin, owner] = await Promise.all([createUser("Admin"), createUser("Owner")]);
    const listed = await plot(owner, "shri ram enclave (phase-2)");
    const elsewhere = await plot(owner, "Shri Ram Enclave Phase 2", "Gomti Nagar");
    const other = await plot(owner, "Shri Ram Enclave Phase 3");
    expect(await noteOf(listed)).toBeNull();

    // Only an Admin writes the register.
    const entry = {
      intent: "save",
      kind: "illegal",
      name: "Shri Ram Enclave Phase 2",
      city: "Lucknow",
      locality: "Sultanpur Road",
      source: "LDA list of unauthorised colonies, lda.up.nic.in",
      dated: "2025-07-14",
    };
    expect((await desk(owner, entry)).status).toBe(403);
    expect(await desk(admin, entry)).toMatchObject({ status: 200, data: { message: LEGALITY_MESSAGES.saved } });

    expect(await noteOf(listed)).toEqual({
      kind: "illegal",
      message: LEGALITY_NOTES.illegal,
      values: { date: "14 July 2025", source: "LDA list of unauthorised colonies, lda.up.nic.in" },
    });
    expect(await noteOf(elsewhere)).toBeNull();
    expect(await noteOf(other)).toBeNull();
    // The Hindi page dates it in Hindi's way.
    expect(await noteOf(listed, `/hi/listing-detail?id=${listed}`)).toMatchObject({ kind: "illegal" });
  });

  it("an approved layout shows its approval; an entry needs its number or its source", async () => {
    const [admin, owner] = await Promise.all([createUser("Admin"), createUser("Owner")]);
    const id = await plot(owner, "Awadh Vihar Yojana", "Shaheed Path");
    const approved = {
      intent: "save",
      kind: "approved",
      name: "Awadh Vihar Yojana",
      city: "Lucknow",
      locality: "Shaheed Path",
      dated: "2019-03-01",
    };
    expect(await desk(admin, approved)).toMatchObject({
      status: 400,
      data: { message: LEGALITY_MESSAGES.approvalNumber },
    });
    expect((await desk(admin, { ...approved, approvalNumber: "LDA/MAP/2019/118" })).status).toBe(200);
    expect(await noteOf(id)).toEqual({
      kind: "approved",
      message: LEGALITY_NOTES.approved,
      values: { number: "LDA/MAP/2019/118", date: "1 March 2019" },
    });
  });

  it("imports a CSV file whole or not at all, with the wrong lines by number; twice changes nothing", async () => {
    const admin = await createUser("Admin");
    const before = await getDb().$count(legalityEntries);
    const header = "kind,name,city,locality,approval_number,source,date";
    const good = [
      "illegal,Green Valley Colony,Lucknow,Kursi Road,,LDA notice 2025,2025-01-10",
      'approved,"Sector 7, Vrindavan Yojana",Lucknow,Raebareli Road,LDA/LAY/2012/7,,2012-05-20',
    ];
    const bad = [
      ...good,
      "illegal,Nowhere Colony,Delhi,Kursi Road,,A list,2025-01-10",
      "approved,=HYPERLINK(1),Lucknow,X,1,,2020-01-01",
    ];
    const importFile = (lines: string[]) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("csv", new File([[header, ...lines].join("\n")], "register.csv", { type: "text/csv" }));
      return callRoute(
        legalityPage.action,
        new Request("http://localhost/admin/legality", {
          method: "POST",
          body: form,
          headers: { cookie: admin.cookie, "x-client-ip": "203.0.113.9" },
        }),
      );
    };
    const refused = await importFile(bad);
    expect(refused).toMatchObject({ status: 400, data: { message: LEGALITY_MESSAGES.csvNothingWritten } });
    expect((refused.data as { problems: Array<{ line: number }> }).problems.map((problem) => problem.line)).toEqual([
      4, 5,
    ]);
    expect(await getDb().$count(legalityEntries)).toBe(before);

    expect(await importFile(good)).toMatchObject({ status: 200, data: { values: { added: 2, changed: 0 } } });
    expect(await importFile(good)).toMatchObject({ status: 200, data: { values: { added: 0, changed: 2 } } });
    expect(await getDb().$count(legalityEntries)).toBe(before + 2);
  });
});
