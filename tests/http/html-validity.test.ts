import { HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { E2E } from "../e2e/e2e-env";
import { sampleIds } from "../e2e/route-table";
import { HttpSession } from "../support/http-session";

/** A visitor of the built site, without a browser. */
const request = new HttpSession({ baseURL: E2E.baseURL });

// The pages a visitor meets first, as the server sends them (what search engines and
// browsers without JavaScript read), in both languages, plus a 404 (it must still have a
// title). Checked against the HTML standard's content models, attributes and nesting by
// html-validate's "standard" rules (decision 037).
const PAGES = [
  "/",
  "/contact",
  "/sign",
  "/login",
  "/Search",
  "/postproperty",
  "/project",
  "/about",
  "/no-such-page",
  "/hi",
  "/hi/Search",
  "/hi/contact",
];

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

test("the validator catches what it is meant to catch", async () => {
  const report = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><a href="/"><a href="/b">b</a></a><ul><div></div></ul><span id="x"></span><span id="x"></span></body></html>',
  );
  expect(report.results[0]?.messages.map((message) => message.ruleId).sort()).toEqual([
    "element-permitted-content",
    "element-permitted-content",
    "no-dup-id",
  ]);
});

test("the server-rendered pages are valid HTML", async () => {
  const { property, project } = await sampleIds(request);
  const pages = [
    ...PAGES,
    `/listing-detail?id=${property}`,
    `/hi/listing-detail?id=${property}`,
    `/NewProjectD?projectId=${project}`,
  ];
  const errors: string[] = [];
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.headers()["content-type"], page).toMatch(/^text\/html/);
    const report = await validator.validateString(await response.text(), page);
    for (const message of report.results.flatMap((result) => result.messages)) {
      errors.push(`${page}:${message.line}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`);
    }
  }
  if (errors.length) console.log(errors.join("\n"));
  expect(errors).toEqual([]);
});
