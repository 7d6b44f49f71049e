// One way in (decision 042): every table has one owner, the one module that writes it, and
// every public change is recorded in the transaction of the write that makes it, never
// announced after the write has committed. Read from the sources (scripts/code-facts.ts), so
// that a new write path that forgets the rule fails here, named, instead of serving stale pages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  announcementsAfterCommit,
  isRuntime,
  ROOT,
  runtimeTableWrites,
  schemaTables,
  sourceFiles,
  tableWritesIn,
  writersByTable,
} from "../scripts/code-facts";

const STORE = "app/modules/properties/listing-store.server.ts";
const ACCOUNTS = "app/modules/accounts/account-store.server.ts";
const CONVERSATIONS = "app/modules/properties/messages/conversation-store.server.ts";
const VISITS = "app/modules/properties/messages/visits.server.ts";
const NEARBY = "app/modules/listing-core/landmarks.server.ts";
const PUBLIC_CACHE = "app/modules/db/public-cache.server.ts";
const CHANGE_FEED = "app/modules/db/change-feed.server.ts";
const INTENTS = "app/modules/platform/intents.server.ts";
const LIVE = "app/modules/properties/live.server.ts";
/** The browser's side: a form that could not be sent names itself in its message (sendOrKeepForm). */
const UNSENT_FORMS = "app/modules/platform/forms.ts";
/** Static content: written at every start by db/seed/seed.server.ts and by nothing that runs after. */
const SEEDED = "db/seed/seed.server.ts";

/** Every table of db/schema.ts, by its name in SQL, and the one module that writes it. */
const OWNERS: Record<string, string> = {
  user: ACCOUNTS,
  session: ACCOUNTS,
  account: ACCOUNTS,
  verification: "app/modules/accounts/account-links.server.ts",
  mobile_codes: "app/modules/accounts/mobile-verification.server.ts",
  agent_rera: "app/modules/accounts/agent-rera.server.ts",
  listing_imports: "app/modules/properties/import/imports-store.server.ts",
  listing_import_rows: "app/modules/properties/import/imports-store.server.ts",
  listing_references: "app/modules/properties/import/imports-store.server.ts",
  api_keys: "app/modules/properties/import/api-keys.server.ts",
  lead_webhooks: "app/modules/properties/import/webhooks.server.ts",
  listing_feeds: "app/modules/properties/import/feed.server.ts",
  webhook_deliveries: "app/modules/properties/import/webhooks.server.ts",
  properties: STORE,
  property_edits: STORE,
  listing_drafts: "app/modules/properties/posting/drafts.server.ts",
  property_events: "app/modules/properties/lifecycle/lifecycle.server.ts",
  images: "app/modules/media/images.server.ts",
  projects: "app/modules/projects/projects.server.ts",
  places: NEARBY,
  localities: "app/modules/listing-core/localities.server.ts",
  listing_reports: "app/modules/properties/trust/reports.server.ts",
  legality_entries: "app/modules/properties/trust/legality.server.ts",
  contact_reveals: "app/modules/properties/contact-owner/reveals.server.ts",
  enquiries: "app/modules/properties/contact-owner/enquiries.server.ts",
  conversations: CONVERSATIONS,
  conversation_messages: CONVERSATIONS,
  user_blocks: CONVERSATIONS,
  conversation_reports: CONVERSATIONS,
  site_visits: VISITS,
  visit_hours: VISITS,
  shortlist: "app/modules/properties/shortlist/shortlist.server.ts",
  listing_views: "app/modules/properties/stats/view-counter.server.ts",
  saved_searches: "app/modules/properties/saved-searches/saved-searches.server.ts",
  locality_prices: "app/modules/properties/prices/prices.server.ts",
  circle_rates: "app/modules/properties/costs/circle-rates.server.ts",
  cost_settings: "app/modules/properties/costs/cost-settings.server.ts",
  our_projects: "app/modules/content/our-projects.server.ts",
  contact_messages: "app/modules/contact-us/contact-us.server.ts",
  city_pages: SEEDED,
  services: SEEDED,
  rate_limits: "app/modules/db/rate-limits.server.ts",
  public_changes: PUBLIC_CACHE,
  app_meta: "app/modules/db/app-meta.server.ts",
};

/**
 * The helpers that write whichever table they are handed (the owner that hands it is counted
 * as its writer), and the restore, which writes every table from a backup.
 */
const GENERIC_WRITERS = ["app/modules/backup/backup.server.ts", "app/modules/db/db.server.ts", PUBLIC_CACHE];

function runtimeSources(): Array<{ file: string; text: string }> {
  return [...sourceFiles("app"), ...sourceFiles("server")]
    .filter((file) => isRuntime(file) && /\.tsx?$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
}

const sources = runtimeSources();
const filesMatching = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe("one way in", () => {
  it("the sources are read (the scan finds the stores themselves)", () => {
    expect(sources.map(({ file }) => file)).toEqual(expect.arrayContaining([STORE, ACCOUNTS, CONVERSATIONS]));
    expect(sources.length).toBeGreaterThan(100);
  });

  it("names an owner for every table of db/schema.ts", () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...schemaTables().values()].sort());
    for (const owner of new Set(Object.values(OWNERS)))
      expect(fs.existsSync(path.join(ROOT, owner)), `${owner} is gone: name the table's new owner`).toBe(true);
  });

  it("finds writes the way the code makes them: drizzle, a helper handed the table, raw SQL", () => {
    const sample = [
      'import { user as people, images } from "#db/schema";',
      "await tx.update(people).set({ name });",
      "await getDb().delete(images).where(gone);",
      "await importReplacing(images, rows, onConflict);",
      // Raw SQL, its values as the template's holes.
      "await tx.execute(sql`update verification set value = $HOLE(v)`);",
      "await tx.execute(sql`insert into $HOLE(people) (id) values ($HOLE(id))`);",
      "cache.delete(key); storage.delete(keys); hash.update(text);",
    ]
      .join("\n")
      .replace(/\$HOLE\((\w+)\)/g, (_hole, name) => `\${${name}}`);
    const found = tableWritesIn("sample.ts", schemaTables(), sample).map(({ line, table }) => `${line} ${table}`);
    expect(found).toEqual(["2 user", "3 images", "4 images", "5 verification", "6 user"]);
  });

  it("each table is written by its owner alone", () => {
    const writers = writersByTable(runtimeTableWrites());
    const strays = [...writers].flatMap(([table, files]) =>
      table === "?"
        ? files.filter((file) => !GENERIC_WRITERS.includes(file)).map((file) => `${file} writes a table it was handed`)
        : files
            .filter((file) => file !== OWNERS[table])
            .map(
              (file) => `${file} writes ${table}, whose owner is ${OWNERS[table] ?? "nobody yet"}: write through it`,
            ),
    );
    expect(strays).toEqual([]);
  });

  it("no public change is announced after its write committed", () => {
    const { announcers, found } = announcementsAfterCommit();
    // The only announcers: changes made by hand (tests, benchmarks) and by Better Auth, which
    // writes on a connection of its own and tells us after (its hooks, auth.server.ts).
    expect(announcers).toEqual(["accountsChangedByAuth", "announcePublicChange"]);
    expect(
      found.map(
        ({ file, line, fn, announcer, after }) => `${file}:${line} ${fn}() calls ${announcer}() after ${after}`,
      ),
    ).toEqual([]);
    expect(filesMatching(/\baccountsChangedByAuth\(/).sort()).toEqual(
      ["app/modules/accounts/auth.server.ts", PUBLIC_CACHE].sort(),
    );
    expect(filesMatching(/\bannouncePublicChange\(/)).toEqual([PUBLIC_CACHE]);
  });

  it("sees an announcement made after a commit, in the same function or through the functions it calls", () => {
    const breach = [
      'import { user } from "#db/schema";',
      "export async function told(userId: string) {",
      "  await inChangingTransaction(async (_tx, changed) => changed({ accounts: [userId] }));",
      "}",
      "async function rename(userId: string) {",
      "  await getDb().update(user).set({ name: 'x' });",
      "}",
      "export async function save(userId: string) {",
      "  await rename(userId);",
      "  await told(userId);",
      "}",
      "export async function saveInOne(userId: string) {",
      "  await inChangingTransaction(async (tx, changed) => {",
      "    await tx.update(user).set({ name: 'x' });",
      "    changed({ accounts: [userId] });",
      "  });",
      "}",
    ].join("\n");
    const { announcers, found } = announcementsAfterCommit([{ file: "breach.ts", text: breach }]);
    expect(announcers).toEqual(["told"]);
    expect(found).toEqual([
      { file: "breach.ts", line: 10, fn: "save", announcer: "told", after: "rename() on line 9" },
    ]);
  });

  it("listing pages are forgotten by the store alone; every public change is recorded in one module", () => {
    // A listing's change is announced by the store; a project's, a rate's or a role's by the
    // write that makes it, in its own transaction (inChangingTransaction), never after it.
    expect(filesMatching(/\bchanged\(\s*\{\s*tags:\s*\[`listing:/)).toEqual([STORE]);
    expect(filesMatching(/\b(?:forgetPublicData)\(/)).toEqual([]);
    expect(filesMatching(/\brecordPublicChanges\(/)).toEqual([PUBLIC_CACHE]);
    expect(filesMatching(/\bforgetHere\(/).sort()).toEqual([CHANGE_FEED, PUBLIC_CACHE].sort());
  });

  it("spells a live listing once (properties/live.server.ts)", () => {
    // The lifecycle's jobs read the status itself: they move listings between states.
    expect(
      filesMatching(/isApproved,\s*true|is_approved\s*(?:=|is)\s*true|\.status\s*=\s*'live'|\bstatus\s*=\s*'live'/),
    ).toEqual([LIVE]);
  });

  it("a form's intent is read in one place: each page gives dispatchIntent a table of handlers", () => {
    expect(filesMatching(/\.get\(\s*"intent"\s*\)|\bvalues\.intent\b|switch\s*\(\s*intent\s*\)/).sort()).toEqual(
      [INTENTS, UNSENT_FORMS].sort(),
    );
    // The pages with several forms use it (the listing page through its model).
    expect(filesMatching(/\bdispatchIntent\(/).length).toBeGreaterThanOrEqual(8);
  });
});
