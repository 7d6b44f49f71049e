import { unzipSync } from "fflate";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { csvCells } from "#app/modules/text/csv";
import * as file from "#app/routes/_account/import/file";
import { conversationMessages, conversations, enquiries, listingReferences, siteVisits } from "#db/schema";
import { callRoute, request } from "../../../support/harness";
import { client, createPending, otherOwner, owner, setUpPropertyTestbed } from "../../../support/property-testbed";

setUpPropertyTestbed();

/** A downloaded file's rows, each as its cells (the byte-order mark dropped). */
async function rowsOf(kind: string, cookie: string | undefined, prefix = "") {
  const answer = await callRoute(file.loader, request(`${prefix}/profile/import/file?kind=${kind}`, { cookie }));
  if (answer.status !== 200) return { status: answer.status, rows: [] as string[][] };
  const text = String(answer.data).replace(/^\uFEFF/, "");
  return {
    status: answer.status,
    type: answer.headers.get("content-type"),
    rows: text.trimEnd().split("\r\n").map(csvCells),
  };
}

/** A file as an Excel workbook: its rows as read back, and its sheet's XML. */
async function workbookOf(kind: string) {
  const args = { request: request(`/profile/import/file?kind=${kind}&format=xlsx`, { cookie: owner.cookie }) };
  const response = (await file.loader({ ...args, params: {}, context: { cspNonce: "" } } as never)) as Response;
  const workbook = Buffer.from(await response.arrayBuffer());
  const sheetXml = Object.entries(unzipSync(new Uint8Array(workbook)))
    .filter(([name]) => name.startsWith("xl/worksheets/"))
    .map(([, content]) => Buffer.from(content).toString("utf8"))
    .join("");
  return {
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    rows: (await readSheet(workbook)) as unknown[][],
    sheetXml,
  };
}

describe("a poster's listings and leads as files (issue 59, item 7)", () => {
  it("gives the poster their own listings and leads, with cells a spreadsheet would run written as text", async () => {
    const listing = await createPending(owner, "Export Greens");
    const others = await createPending(otherOwner, "Not Theirs Residency");
    // A reference and an enquiry as a hostile sender would type them: each would run as a formula.
    await getDb()
      .insert(listingReferences)
      .values({ userId: owner.id, reference: '=HYPERLINK("http://x.example")', propertyId: listing, digest: "d" });
    await getDb()
      .insert(enquiries)
      .values([
        {
          propertyId: listing,
          senderId: client.id,
          name: "@Ravi Mishra",
          email: "ravi@example.in",
          mobileNumber: "9839011111",
          message: "-2+3 is it still available?",
        },
        {
          propertyId: others,
          name: "Someone Else",
          email: "else@example.in",
          mobileNumber: "9839022222",
          message: "For the other poster",
        },
      ]);
    const [conversation] = await getDb()
      .insert(conversations)
      .values({
        propertyId: listing,
        listingName: "Export Greens",
        seekerId: client.id,
        posterId: owner.id,
        clientKey: "k",
      })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error("no conversation");
    await getDb()
      .insert(conversationMessages)
      .values({ conversationId: conversation.id, senderId: client.id, body: "Can I see it on Sunday?" });
    const slot = new Date("2026-12-06T05:30:00Z");
    await getDb()
      .insert(siteVisits)
      .values({
        conversationId: conversation.id,
        proposedBy: "seeker",
        slots: [slot],
        status: "confirmed",
        confirmedSlot: slot,
      });

    const listings = await rowsOf("listings", owner.cookie);
    expect(listings.status).toBe(200);
    expect(listings.type).toBe("text/csv; charset=utf-8");
    expect(listings.rows[0]?.slice(0, 4)).toEqual(["Your reference", "Listing", "Address on the site", "Status"]);
    const mine = listings.rows.find((row) => row[1] === "Export Greens");
    expect(mine?.[0]).toBe('\'=HYPERLINK("http://x.example")');
    expect(mine?.[2]).toBe(`http://localhost:3999/listing-detail?id=${listing}`);
    expect(mine?.[3]).toBe("Waiting for approval");
    expect(listings.rows.some((row) => row[1] === "Not Theirs Residency")).toBe(false);

    const leads = await rowsOf("leads", owner.cookie);
    expect(leads.rows[0]).toEqual([
      "Date",
      "Kind",
      "Your reference",
      "Listing",
      "Address on the site",
      "Name",
      "E-mail",
      "Mobile number",
      "Message",
    ]);
    const enquiry = leads.rows.find((row) => row[1] === "Enquiry");
    expect(enquiry?.slice(2)).toEqual([
      '\'=HYPERLINK("http://x.example")',
      "Export Greens",
      `http://localhost:3999/listing-detail?id=${listing}`,
      "'@Ravi Mishra",
      "ravi@example.in",
      "9839011111",
      "'-2+3 is it still available?",
    ]);
    const talk = leads.rows.find((row) => row[1] === "Conversation");
    expect(talk?.[3]).toBe("Export Greens");
    expect(talk?.[8]).toBe("Can I see it on Sunday?");
    // A conversation's contacts are the conversation's to share: none in the file.
    expect(talk?.slice(6, 8)).toEqual(["", ""]);
    const visit = leads.rows.find((row) => row[1] === "Site visit");
    expect(visit?.[8]).toBe("Confirmed: 2026-12-06 05:30");
    expect(leads.rows.some((row) => row.includes("For the other poster"))).toBe(false);
  });

  it("gives the same files as Excel workbooks, where nothing is a formula and a price is a number", async () => {
    const listings = await workbookOf("listings");
    expect(listings.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(listings.disposition).toBe('attachment; filename="my-listings.xlsx"');
    const mine = listings.rows.find((row) => row[1] === "Export Greens");
    expect(mine?.[0]).toBe('=HYPERLINK("http://x.example")');
    expect(typeof mine?.[4]).toBe("number");
    expect(listings.sheetXml).toContain("<sheetData");
    expect(listings.sheetXml).not.toContain("<f>");

    const leads = await workbookOf("leads");
    expect(leads.rows.find((row) => row[1] === "Enquiry")?.[5]).toBe("@Ravi Mishra");
    expect(leads.sheetXml).not.toContain("<f>");
  });

  it("words the files in the page's language", async () => {
    const leads = await rowsOf("leads", owner.cookie, "/hi");
    expect(leads.rows[0]?.[0]).toBe("तारीख़");
    expect(leads.rows.find((row) => row[1] === "पूछताछ")).toBeDefined();
  });

  it("gives nothing without signing in", async () => {
    const answer = await callRoute(file.loader, request("/profile/import/file?kind=leads"));
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/login/);
  });
});
