// One way in (decision 042): the listing store is the only module that writes listings, and
// public changes are recorded and forgotten in one place. Read from the sources, so that a
// new write path that forgets the rule fails here, named, instead of serving stale pages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STORE = "app/modules/properties/listing-store.server.ts";
const PUBLIC_CACHE = "app/modules/db/public-cache.server.ts";
const CHANGE_FEED = "app/modules/db/change-feed.server.ts";
const INTENTS = "app/modules/platform/intents.server.ts";
/** The browser's side: a form that could not be sent names itself in its message (sendOrKeepForm). */
const UNSENT_FORMS = "app/modules/platform/forms.ts";

function runtimeSources(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        found.push({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") });
    }
  };
  for (const dir of ["app", "server"]) walk(dir);
  return found;
}

const sources = runtimeSources();
const filesMatching = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe("one way in", () => {
  it("the sources are read (the scan finds the store itself)", () => {
    expect(sources.map(({ file }) => file)).toContain(STORE);
    expect(sources.length).toBeGreaterThan(100);
  });

  it("only the listing store inserts, updates or deletes listings and the edits waiting on them", () => {
    expect(filesMatching(/\.(?:insert|update|delete)\(\s*(?:properties|propertyEdits)\s*\)/)).toEqual([STORE]);
    // Nor through raw SQL.
    expect(filesMatching(/\b(?:insert\s+into|update|delete\s+from)\s+"?(?:properties|property_edits)\b"?\s/i)).toEqual(
      [],
    );
  });

  it("listing pages are forgotten by the store alone; every public change is recorded in its write's transaction", () => {
    // A listing's change is announced by the store; a project's, a rate's or a role's by the
    // write that makes it, in its own transaction (inChangingTransaction), never after it.
    expect(filesMatching(/\bchanged\(\s*\{\s*tags:\s*\[`listing:/)).toEqual([STORE]);
    expect(filesMatching(/\b(?:forgetPublicData|announcePublicChange)\(/)).toEqual([PUBLIC_CACHE]);
    expect(filesMatching(/\brecordPublicChanges\(/)).toEqual([PUBLIC_CACHE]);
    expect(filesMatching(/\bforgetHere\(/).sort()).toEqual([CHANGE_FEED, PUBLIC_CACHE].sort());
  });

  it("a form's intent is read in one place: each page gives dispatchIntent a table of handlers", () => {
    expect(filesMatching(/\.get\(\s*"intent"\s*\)|\bvalues\.intent\b|switch\s*\(\s*intent\s*\)/).sort()).toEqual(
      [INTENTS, UNSENT_FORMS].sort(),
    );
    // The pages with several forms use it (the listing page through its model).
    expect(filesMatching(/\bdispatchIntent\(/).length).toBeGreaterThanOrEqual(8);
  });
});
