/**
 * Is it legal (issue 40, decision 046): the Admins' register of LDA-approved layouts and of
 * colonies the LDA listed as illegal; a plot or house in one says so on its page, matched by
 * colony and locality as written (case and punctuation aside), never by a guess.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { parseFilters } from "#app/modules/properties/search/filters";
import { searchInDatabase, searchWithCounts } from "#app/modules/properties/search/search.server";
import { LEGALITY_MESSAGES, LEGALITY_NOTES } from "#app/modules/properties/trust/legality-rules";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as postProperty from "#app/routes/_listings/post-property";
import * as legalityPage from "#app/routes/admin/legality";
import * as adminProperties from "#app/routes/admin/properties";
import { legalityEntries, properties } from "#db/schema";
import { listingForm, liveProperty, postedProperty } from "../../../support/factories";
import { callRoute, createUser, request, sendForm, servicesForFile, type TestUser } from "../../../support/harness";

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

  it("cards say what the register says, and “LDA-approved layouts only” finds and counts only approved ones", async () => {
    const [admin, owner] = await Promise.all([createUser("Admin"), createUser("Owner")]);
    const locality = "Kanausi";
    const approved = await plot(owner, "Jankipuram Vistar Yojana", locality);
    const illegal = await plot(owner, "Sunrise Green City", locality);
    const both = await plot(owner, "Bhawani Enclave", locality);
    const unlisted = await plot(owner, "Not Listed Colony", locality);
    const entry = (kind: string, name: string) => ({
      intent: "save",
      kind,
      name,
      city: "Lucknow",
      locality,
      approvalNumber: kind === "approved" ? "LDA/LAY/2016/44" : "",
      source: kind === "illegal" ? "LDA list of unauthorised colonies" : "",
      dated: "2024-11-02",
    });
    for (const form of [
      entry("approved", "Jankipuram Vistar Yojana"),
      entry("illegal", "Sunrise Green City"),
      // On both lists: the warning wins.
      entry("approved", "Bhawani Enclave"),
      entry("illegal", "Bhawani Enclave"),
    ])
      expect((await desk(admin, form)).status).toBe(200);

    const search = (query: string) => parseFilters(new URLSearchParams(query));
    const everything = await searchWithCounts(search(`city=Lucknow&locality=${locality}`), 20);
    const legality = Object.fromEntries(everything.results.items.map((card) => [card.id, card.legality]));
    expect(legality).toEqual({ [approved]: "approved", [illegal]: "illegal", [both]: "illegal", [unlisted]: null });
    expect(everything.counts.lda).toEqual({ "1": 1 });

    // The index and the SQL (a word search) both keep to approved layouts.
    const onlyApproved = await searchWithCounts(search(`city=Lucknow&locality=${locality}&lda=1`), 20);
    expect(onlyApproved.results.items.map((card) => card.id)).toEqual([approved]);
    expect(onlyApproved.results.total).toBe(1);
    const worded = await searchInDatabase(search(`q=plot&city=Lucknow&locality=${locality}&lda=1`), 20);
    expect(worded.items.map((card) => card.id)).toEqual([approved]);

    // Removed from the register: it says nothing again.
    const [row] = await getDb()
      .select({ id: legalityEntries.id })
      .from(legalityEntries)
      .where(eq(legalityEntries.name, "Jankipuram Vistar Yojana"));
    expect((await desk(admin, { intent: "remove", id: row?.id ?? "" })).status).toBe(200);
    const after = await searchWithCounts(search(`city=Lucknow&locality=${locality}&lda=1`), 20);
    expect(after.results.total).toBe(0);
  });

  it("a listing's colony is matched as the owner last wrote it, Hindi names with their vowel signs included", async () => {
    const [admin, owner] = await Promise.all([createUser("Admin"), createUser("Owner")]);
    const locality = "Chinhat";
    const id = await postedProperty(owner, {
      propertyType: "Plot/Land",
      colony: "Old Name Colony",
      locality,
      plotArea: "1200",
      price: "3000000",
    });
    const hindi = {
      intent: "save",
      kind: "illegal",
      name: "गोमती विहार कॉलोनी",
      city: "Lucknow",
      locality,
      source: "LDA list of unauthorised colonies",
      dated: "2025-02-01",
    };
    expect((await desk(admin, hindi)).status).toBe(200);
    // A name that shares only its consonants is another colony.
    expect((await desk(admin, { ...hindi, name: "गमत वहर कलन" })).status).toBe(200);
    await approveProperty(id);
    expect(await noteOf(id)).toBeNull();

    // Edited while live, the listing waits for an Admin; approving the edit moves the keys.
    const edited = await callRoute(
      postProperty.action,
      request("/postproperty", {
        method: "POST",
        cookie: owner.cookie,
        form: {
          ...listingForm({
            propertyType: "Plot/Land",
            colony: "गोमती  विहार, कॉलोनी",
            locality,
            plotArea: "1200",
            price: "3000000",
            contactNumber: owner.mobileNumber,
          }),
          editId: id,
        },
      }),
    );
    expect(edited.data).toMatchObject({ ok: true });
    expect(await noteOf(id)).toBeNull();
    const approval = await sendForm(adminProperties.action, "/admin/Postproject", admin, {
      intent: "approve-edit",
      id,
    });
    expect(approval.status).toBe(200);
    expect(await noteOf(id)).toMatchObject({ kind: "illegal" });
    const [keys] = await getDb()
      .select({ colonyKey: properties.colonyKey, localityKey: properties.localityKey })
      .from(properties)
      .where(eq(properties.id, id));
    expect(keys).toEqual({ colonyKey: "गोमती विहार कॉलोनी", localityKey: "chinhat" });
  });
});
