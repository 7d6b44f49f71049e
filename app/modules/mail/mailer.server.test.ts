import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../../tests/support/mail";
import { createMailer } from "./mailer.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-outbox-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the outbox mailer", () => {
  it("writes each message as an .eml with HTML and text parts, and a .json twin, in order", async () => {
    const mailer = createMailer({ from: "Awadh Estates <hello@awadhestates.in>", outboxDir: dir });
    expect(mailer.kind).toBe("outbox");
    mailer.send({ to: "first@example.in", subject: "First", html: "<p>One</p>", text: "One" });
    mailer.send({ to: "second@example.in", subject: "Second", html: "<p>Two</p>", text: "Two" });
    await mailer.idle();
    const entries = await readOutbox(dir);
    expect(entries.map((entry) => entry.to).sort()).toEqual(["first@example.in", "second@example.in"]);
    expect(entries[0]).toMatchObject({
      from: "Awadh Estates <hello@awadhestates.in>",
      html: expect.stringContaining("<p>"),
    });
    const eml = fs.readdirSync(dir).filter((name) => name.endsWith(".eml"));
    expect(eml).toHaveLength(2);
    const raw = fs.readFileSync(path.join(dir, eml[0] ?? ""), "utf8");
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });

  it("reads an outbox that does not exist yet as empty", async () => {
    expect(await readOutbox(path.join(dir, "missing"))).toEqual([]);
  });
});
