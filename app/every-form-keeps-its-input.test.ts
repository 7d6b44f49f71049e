// A form whose request never reaches the server (the line dropped, a proxy answered 502)
// keeps what was typed and says so, instead of the page turning into an error (issue 37,
// finding 11): every page with an action has a clientAction that catches it
// (platform/forms.ts, sendOrKeep and sendOrKeepForm). Read from the sources, so that a new
// page with a form cannot forget it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROUTES = fileURLToPath(new URL("./routes", import.meta.url));
/**
 * Not a page's form: the photo uploader's endpoint, whose caller shows its own failures, and
 * the wizard's draft keeper, whose caller keeps the draft in the tab whatever the answer, and
 * the import API's routes, which a CRM sends to (decision 064), never a page.
 */
const NOT_FORMS = new Set([
  "resources/upload.tsx",
  "resources/wizard-draft.tsx",
  "import-api/listing.ts",
  "import-api/listings.ts",
]);

function routeFiles(dir = ROUTES): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("every form keeps its input when the connection drops", () => {
  const withAction = routeFiles().filter((file) =>
    /export (?:async function|const) action\b/.test(fs.readFileSync(file, "utf8")),
  );

  it("finds the pages with forms", () => {
    expect(withAction.length).toBeGreaterThan(20);
  });

  it("each page with an action has a clientAction that keeps the form", () => {
    const missing = withAction
      .map((file) => path.relative(ROUTES, file))
      .filter((file) => !NOT_FORMS.has(file))
      .filter((file) => {
        const text = fs.readFileSync(path.join(ROUTES, file), "utf8");
        return !/export const clientAction\b[\s\S]*?sendOrKeep(?:Form)?[<(]/.test(text);
      });
    expect(missing).toEqual([]);
  });
});
