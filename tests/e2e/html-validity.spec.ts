import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA ?? "java";

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The pages a visitor meets first, as the server sends them (what search engines and
// browsers without JavaScript read), plus a 404 (it must still have a title).
const PAGES = ["/", "/contact", "/sign", "/login", "/Search", "/postproperty", "/project", "/about", "/no-such-page"];

test("the Nu Html Checker finds no error in the server-rendered pages", async ({ request }) => {
  test.setTimeout(120_000);
  const list = await (await request.get("/listing-post")).text();
  const listing = /href="(\/listing-detail\?id=[^"]+)"/.exec(list)?.[1]?.replaceAll("&amp;", "&");
  expect(listing, "an approved demo listing to check").toBeTruthy();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
  const files = new Map<string, string>();
  try {
    for (const [index, page] of [...PAGES, listing as string].entries()) {
      const response = await request.get(page);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(file, page);
    }
    // vnu exits with 1 when it reports errors; its JSON report is on stderr either way.
    const report = await run(JAVA, ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files.keys()], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stderr }) => stderr,
      (error: NodeJS.ErrnoException & { stderr?: string }) => {
        if (error.code === "ENOENT")
          throw new Error(`${JAVA} is needed for the HTML check (apt: default-jre-headless)`);
        return error.stderr ?? "";
      },
    );
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const page = files.get((message.url ?? "").replace(/^file:/, "")) ?? message.url ?? "?";
        return `${page}: ${message.message}${message.extract ? ` — ${message.extract.trim()}` : ""}`;
      });
    if (errors.length) console.log(errors.join("\n"));
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
