import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_MESSAGES, readFormBodies, refuseControlCharactersInUrl } from "./request-body";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(refuseControlCharactersInUrl);
  app.use(readFormBodies({ deadlineMs: 5_000 }));
  app.all("/{*path}", (_req, res) => {
    res.send("read");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("control characters", () => {
  it("refuses a NUL or another control character in an address, its query or a form, with 400 and a message", async () => {
    for (const path of ["/reset-password?token=abc%00def", "/undo-email?token=abc%00", "/Search?q=flat%1b"]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toBe(BODY_MESSAGES.controlCharacters);
    }
    const urlencoded = await fetch(`${base}/listing-detail`, {
      method: "POST",
      body: new URLSearchParams({ note: "spam\u0000here" }),
    });
    expect(urlencoded.status).toBe(400);
    const multipart = new FormData();
    multipart.set("name", "My search\u0007");
    expect((await fetch(`${base}/saved-searches`, { method: "POST", body: multipart })).status).toBe(400);
  });

  it("leaves a path with a NUL to its route (the site's 404)", async () => {
    expect((await fetch(`${base}/services/%00`)).status).toBe(200);
  });

  it("lets tabs, line breaks, Hindi and emoji through", async () => {
    const answer = await fetch(`${base}/contact?q=${encodeURIComponent("गोमती नगर ✅")}`, {
      method: "POST",
      body: new URLSearchParams({ message: "पहली पंक्ति\r\nsecond line\twith a tab ✅" }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("read");
  });
});
