import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { fill } from "#app/modules/i18n/translate";
import { fieldMessage } from "#app/modules/listing-core/fields";
import { FETCH_MESSAGES, isPublicAddress, setPhotoFetchPolicy } from "#app/modules/media/fetch-photo.server";
import { IMAGE_MESSAGES } from "#app/modules/media/process-image.server";
import { setClock } from "#app/modules/platform/clock.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { runImport } from "#app/modules/properties/import/apply.server";
import { COLUMN_KEYS, type ColumnKey, columnHeader } from "#app/modules/properties/import/columns";
import { EXPORT_FORMATS } from "#app/modules/properties/import/export.server";
import { importPage, refusalsFile, templateRows } from "#app/modules/properties/import/import-page.server";
import { csvText, readImportFile } from "#app/modules/properties/import/read-file.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { PROPERTY_WIZARD } from "#app/modules/properties/posting/form";
import * as fileRoute from "#app/routes/_account/import/file";
import * as importRoute from "#app/routes/_account/import/import";
import * as upload from "#app/routes/_account/import/upload";
import { images, listingImports, properties, propertyEdits } from "#db/schema";
import { callRoute, createUser, request, type TestUser } from "../../../support/harness";
import { type PhotoHost, startPhotoHost } from "../../../support/photo-host";
import { goodForm, owner, setUpPropertyTestbed } from "../../../support/property-testbed";
import { xlsxOf } from "../../../support/xlsx";

setUpPropertyTestbed();

let host: PhotoHost;

beforeAll(async () => {
  host = await startPhotoHost();
  // The test host on loopback is reachable; every other address is judged as the site judges it.
  setPhotoFetchPolicy({
    allows: (address, port) => (address === "127.0.0.1" && port === host.port) || isPublicAddress(address),
    ca: host.ca,
    timeoutMs: 2000,
  });
});

afterAll(async () => {
  setPhotoFetchPolicy();
  setClock(null);
  await host?.close();
});

type Row = Partial<Record<ColumnKey, string>>;

const { amenities: _amenities, ...form } = goodForm;
function good(reference: string, extra: Row = {}): Row {
  return { reference, ...form, projectBuildingName: `Tower ${reference}`, amenities: "Gym; Lift", ...extra };
}

function table(rows: readonly Row[], t = fill): string[][] {
  return [
    COLUMN_KEYS.map((key) => columnHeader(key, t)),
    ...rows.map((row) => COLUMN_KEYS.map((key) => row[key] ?? "")),
  ];
}

async function preview(
  user: TestUser,
  file: { name: string; bytes: Uint8Array | string },
  full = false,
  path = "/profile/import",
) {
  const body = new FormData();
  body.set("file", new File([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], file.name));
  if (full) body.set("full", "on");
  const headers = new Headers({ cookie: user.cookie, [CLIENT_IP_HEADER]: "203.0.113.7" });
  return callRoute(upload.action, new Request(`http://localhost:3999${path}`, { method: "POST", body, headers }));
}

async function previewed(user: TestUser, rows: readonly Row[], full = false): Promise<string> {
  const answer = await preview(user, { name: "listings.csv", bytes: csvText(table(rows)) }, full);
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return (answer.location ?? "").split("/").pop() ?? "";
}

async function apply(user: TestUser, id: string) {
  const answer = await callRoute(
    importRoute.action,
    request(`/profile/import/${id}`, { method: "POST", cookie: user.cookie, form: { intent: "apply" } }),
    { id },
  );
  expect(answer.data).toMatchObject({ ok: true });
  return runImport(id);
}

async function pageOf(user: TestUser, id: string, locale: "en" | "hi" = "en") {
  const page = await importPage(user.id, id, locale);
  if (!page) throw new Error("no import page");
  return page;
}

const count = () => getDb().$count(properties);

async function statusOf(name: string) {
  const [row] = await getDb()
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.projectBuildingName, name));
  return row?.status;
}

describe("bulk import", () => {
  it("previews without writing: counts, and every refused row by line, column and the wizard's message in the page's language", async () => {
    const before = await count();
    const id = await previewed(owner, [
      good("A-1"),
      good("A-2", { photos: `${host.origin}/photo-1.jpg` }),
      good("A-3", { city: "Atlantis", price: "a lot" }),
      good(""),
      good("A-1"),
      good("A-6", { photos: "http://example.com/front.jpg" }),
    ]);
    expect(await count()).toBe(before);
    const page = await pageOf(owner, id);
    expect(page.import.counts).toEqual({ new: 2, changed: 0, unchanged: 0, paused: 0, refused: 4 });
    expect(page.refused).toContainEqual({
      line: 4,
      reference: "A-3",
      column: "City",
      message: fieldMessage("city", PROPERTY_WIZARD),
    });
    expect(page.refused.map((problem) => [problem.line, problem.column])).toEqual([
      [4, "City"],
      [4, "Price (₹)"],
      [5, "Your reference"],
      [6, "Your reference"],
      [7, "Photo addresses"],
    ]);
    expect(page.refused.find((problem) => problem.line === 7)?.message).toBe(FETCH_MESSAGES.notHttps);
    const hi = serverTranslator("hi");
    const hindi = await pageOf(owner, id, "hi");
    expect(hindi.refused[0]).toMatchObject({
      column: hi.t("City"),
      message: fieldMessage("city", PROPERTY_WIZARD, hi.t),
    });
    expect(hindi.refused[0]?.message).not.toBe(page.refused[0]?.message);
    const file = await refusalsFile(owner.id, id, "en");
    expect(file).toContain(`4,A-3,City,${fieldMessage("city", PROPERTY_WIZARD)}`);
    // Another poster cannot read it.
    const stranger = await createUser("Owner");
    expect(await importPage(stranger.id, id, "en")).toBeNull();
    expect(await refusalsFile(stranger.id, id, "en")).toBeNull();
  });

  it("refuses a poster without a verified mobile, and files past their bounds, before reading them", async () => {
    const unverified = await createUser("Owner", { mobileVerified: false });
    const refused = await preview(unverified, { name: "a.csv", bytes: csvText(table([good("X")])) });
    expect(refused.status).toBe(403);
    const many = [["Your reference"], ...Array.from({ length: 2001 }, (_, index) => [`R-${index}`])];
    const tooMany = await preview(owner, { name: "many.csv", bytes: csvText(many) });
    expect(tooMany).toMatchObject({
      status: 400,
      data: { message: "The file has more than 2000 rows. Split it into smaller files." },
    });
    const large = await preview(owner, { name: "large.csv", bytes: "x".repeat(1000 * 1024 + 1) });
    expect(large.status).toBe(413);
    const notUtf8 = await preview(owner, { name: "latin.csv", bytes: new Uint8Array([0x72, 0x65, 0x66, 0xe9, 0x0a]) });
    expect(notUtf8.data).toMatchObject({ message: expect.stringContaining("UTF-8") });
  });

  it("applies through the posting path; the same file again changes nothing; a changed price becomes an edit under review", async () => {
    const poster = await createUser("Agent");
    const rows = [good("B-1", { photos: `${host.origin}/photo-11.jpg ${host.origin}/photo-12.jpg` }), good("B-2")];
    const id = await previewed(poster, rows);
    const run = await apply(poster, id);
    expect(run).toMatchObject({ ran: true, applied: 2 });
    const page = await pageOf(poster, id);
    expect(page.import.status).toBe("done");
    expect(page.progress).toMatchObject({ done: 2, total: 2, left: 0 });
    expect(page.results.map((result) => result.outcome)).toEqual(["created", "created"]);
    const mine = await getDb().select().from(properties).where(eq(properties.userId, poster.id));
    expect(mine).toHaveLength(2);
    expect(mine.every((listing) => listing.status === "pending" && !listing.isApproved)).toBe(true);
    const first = mine.find((listing) => listing.projectBuildingName === "Tower B-1");
    expect(await getDb().$count(images, eq(images.propertyId, first?.id ?? ""))).toBe(2);

    // The same file again: nothing new, nothing changed.
    const again = await previewed(poster, rows);
    expect((await pageOf(poster, again)).import.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    await apply(poster, again);
    expect(await getDb().$count(properties, eq(properties.userId, poster.id))).toBe(2);

    // Live, then its price changes in the file: an edit waiting for review, the live listing as it was.
    await approveProperty(first?.id ?? "", null, { notify: false });
    const changed = await previewed(poster, [{ ...rows[0], price: "1.1 crore" }, rows[1] as Row]);
    expect((await pageOf(poster, changed)).import.counts).toMatchObject({ new: 0, changed: 1, unchanged: 1 });
    await apply(poster, changed);
    const [edit] = await getDb()
      .select()
      .from(propertyEdits)
      .where(eq(propertyEdits.propertyId, first?.id ?? ""));
    expect((edit?.values as { price?: number } | undefined)?.price).toBe(11_000_000);
    const [live] = await getDb()
      .select()
      .from(properties)
      .where(eq(properties.id, first?.id ?? ""));
    expect(live).toMatchObject({ status: "live", price: 9_800_000 });
    expect((await pageOf(poster, changed)).results[0]?.outcome).toBe("edit-waiting");
    // Its photos were kept, not fetched again.
    expect(await getDb().$count(images, eq(images.userId, poster.id))).toBe(2);
  });

  it("a full upload pauses the poster's imported listings missing from it, and says so in the preview", async () => {
    const poster = await createUser("Owner");
    const id = await previewed(poster, [good("C-1"), good("C-2")]);
    await apply(poster, id);
    const listings = await getDb()
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, poster.id));
    for (const listing of listings) await approveProperty(listing.id, null, { notify: false });
    const full = await previewed(poster, [good("C-1")], true);
    expect((await pageOf(poster, full)).import.counts).toMatchObject({ unchanged: 1, paused: 1 });
    await apply(poster, full);
    const states = await getDb()
      .select({ name: properties.projectBuildingName, status: properties.status, reason: properties.statusReason })
      .from(properties)
      .where(eq(properties.userId, poster.id));
    expect(states.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "Tower C-1", status: "live", reason: null },
      { name: "Tower C-2", status: "closed", reason: "notInImport" },
    ]);

    // Undoable: the page offers the paused listing back; another poster cannot take it back.
    expect((await pageOf(poster, full)).stillPaused).toBe(1);
    const resume = (who: TestUser) =>
      callRoute(
        importRoute.action,
        request(`/profile/import/${full}`, { method: "POST", cookie: who.cookie, form: { intent: "resume" } }),
        { id: full },
      );
    const stranger = await createUser("Owner");
    expect((await resume(stranger)).status).toBe(409);
    expect(await statusOf("Tower C-2")).toBe("closed");
    expect((await resume(poster)).data).toMatchObject({ ok: true });
    expect(await statusOf("Tower C-2")).toBe("live");
    expect((await pageOf(poster, full)).stillPaused).toBe(0);
    // Once back, pressing again changes nothing.
    expect((await resume(poster)).status).toBe(409);
  });

  it("survives a restart: a half-done import is taken over once its worker is silent, and no row is posted twice", async () => {
    const poster = await createUser("Owner");
    const id = await previewed(poster, [good("D-1"), good("D-2"), good("D-3")]);
    await callRoute(
      importRoute.action,
      request(`/profile/import/${id}`, { method: "POST", cookie: poster.cookie, form: { intent: "apply" } }),
      { id },
    );
    expect(await runImport(id, { stopAfter: 1 })).toMatchObject({ ran: true, applied: 1 });
    expect((await pageOf(poster, id)).progress).toMatchObject({ done: 1, left: 2 });
    // Its worker is still counted alive: nobody else takes it.
    expect(await runImport(id)).toEqual({ ran: false });
    setClock(new Date(Date.now() + 11 * 60_000));
    try {
      expect(await runImport(id)).toMatchObject({ ran: true, applied: 2 });
    } finally {
      setClock(null);
    }
    expect(await getDb().$count(properties, eq(properties.userId, poster.id))).toBe(3);
    const [done] = await getDb().select().from(listingImports).where(eq(listingImports.id, id));
    expect(done).toMatchObject({ status: "done", done: 3 });
  });

  it("fetches photos safely: private, metadata and IPv6 loopback addresses, redirects to them, 40 MB, HTML and a silent host are each refused with their own message, and the row is still posted", async () => {
    const poster = await createUser("Owner");
    const addresses = [
      `${host.origin}/photo-21.jpg`,
      "https://10.0.0.1/front.jpg",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/front.jpg",
      "https://[::ffff:127.0.0.1]/front.jpg",
      `${host.origin}/to-private?to=${encodeURIComponent("https://10.1.2.3/x.jpg")}`,
      `${host.origin}/to-private?to=${encodeURIComponent("https://169.254.169.254/")}`,
      `${host.origin}/huge.jpg`,
      `${host.origin}/page.jpg`,
      `${host.origin}/silent.jpg`,
    ];
    const id = await previewed(poster, [good("E-1", { photos: addresses.join(" ") })]);
    await apply(poster, id);
    const [result] = (await pageOf(poster, id)).results;
    expect(result?.outcome).toBe("created");
    const message = result?.message ?? "";
    const said = (key: string, values?: Record<string, number>) => fill(key, values);
    for (const number of [2, 3, 4, 5, 6, 7])
      expect(message).toContain(`Photo ${number} was not added: ${said(FETCH_MESSAGES.privateAddress)}`);
    expect(message).toContain(`Photo 8 was not added: ${said(IMAGE_MESSAGES.tooLarge, { mb: 15 })}`);
    expect(message).toContain("Photo 9 was not added: This file is not an image we can read.");
    expect(message).toContain(`Photo 10 was not added: ${said(FETCH_MESSAGES.tooSlow, { seconds: 2 })}`);
    const [listing] = await getDb()
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, poster.id));
    expect(await getDb().$count(images, eq(images.propertyId, listing?.id ?? ""))).toBe(1);
  }, 30_000);

  it("previews a 1,000-row .xlsx with 2,000 photo addresses, 50 rows wrong, within 15 seconds", async () => {
    const poster = await createUser("Owner");
    const rows = Array.from({ length: 1000 }, (_, index) =>
      good(`G-${index}`, {
        photos: `${host.origin}/photo-${index}.jpg ${host.origin}/photo-${index + 1000}.jpg`,
        ...(index % 20 === 7 ? { city: "Atlantis" } : {}),
      }),
    );
    const started = performance.now();
    const answer = await preview(poster, { name: "big.xlsx", bytes: xlsxOf(table(rows)) });
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    const id = answer.location?.split("/").pop() ?? "";
    const page = await pageOf(poster, id);
    expect(page.import.counts).toMatchObject({ new: 950, refused: 50 });
    expect(page.refused).toHaveLength(50);
    expect(page.refused[0]).toMatchObject({ line: 9, column: "City" });
    expect(seconds).toBeLessThan(15);
  }, 60_000);

  it("reads an .xlsx with Hindi headers and choices written in Hindi", async () => {
    const poster = await createUser("Owner");
    const hi = serverTranslator("hi");
    const rows = table([good("F-1", { listingType: hi.t("Sell") }), good("F-2")], hi.t);
    const answer = await preview(poster, { name: "listings.xlsx", bytes: xlsxOf(rows) });
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    const id = answer.location?.split("/").pop() ?? "";
    expect((await pageOf(poster, id)).import.counts).toMatchObject({ new: 2, refused: 0 });
    // A zip bomb is refused unread: its sheet declares more unpacked bytes than the bound.
    const cell = "a".repeat(400);
    const bomb = xlsxOf(Array.from({ length: 1500 }, () => Array.from({ length: 50 }, () => cell)));
    expect(bomb.length).toBeLessThan(1000 * 1024);
    const refused = await preview(poster, { name: "bomb.xlsx", bytes: bomb });
    expect(refused).toMatchObject({
      status: 400,
      data: { message: expect.stringContaining("unpacks to more than 24 MB") },
    });
    expect(await getDb().$count(listingImports, eq(listingImports.userId, poster.id))).toBe(1);
  });

  it("offers its template as an Excel workbook too, in either language, which previews as it is", async () => {
    const poster = await createUser("Owner");
    for (const [prefix, locale] of [
      ["", "en"],
      ["/hi", "hi"],
    ] as const) {
      const asked = request(`${prefix}/profile/import/file?kind=template&format=xlsx`, { cookie: poster.cookie });
      const answer = (await fileRoute.loader({
        request: asked,
        params: {},
        context: { cspNonce: "" },
      } as never)) as Response;
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(EXPORT_FORMATS.xlsx);
      expect(answer.headers.get("content-disposition")).toContain(`listings-template-${locale}.xlsx`);
      const workbook = new Uint8Array(await answer.arrayBuffer());
      // The workbook holds the CSV template's header and example row, cell for cell.
      expect(await readImportFile(workbook, "template.xlsx")).toEqual(templateRows(locale));
      const previewed = await preview(poster, { name: `template-${locale}.xlsx`, bytes: workbook });
      expect(previewed.status, JSON.stringify(previewed.data)).toBe(302);
      const id = previewed.location?.split("/").pop() ?? "";
      expect((await pageOf(poster, id, locale)).import.counts).toMatchObject({ new: 1, refused: 0 });
    }
  });
});
