import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectToCanonicalIds } from "./canonical-ids";

let base = "";
let close = () => {};
const ID = "3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b";

beforeAll(async () => {
  const app = express();
  app.use(redirectToCanonicalIds);
  app.all("/{*path}", (req, res) => {
    res.send(`page ${req.method} ${req.url}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("one form of every id", () => {
  it("sends a page asked for with an id in capitals to its lowercase address, other parameters kept", async () => {
    for (const path of [
      `/listing-detail?id=${ID.toUpperCase()}`,
      `/hi/NewProjectD?projectId=${ID.toUpperCase()}&x=1`,
    ]) {
      const answer = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(path.replace(ID.toUpperCase(), ID));
    }
  });

  it("lets lowercase ids, other values, forms and .data requests through untouched", async () => {
    expect(await (await fetch(`${base}/listing-detail?id=${ID}`)).text()).toBe(`page GET /listing-detail?id=${ID}`);
    expect((await fetch(`${base}/Search?q=ABC`, { redirect: "manual" })).status).toBe(200);
    const data = await fetch(`${base}/listing-detail.data?id=${ID.toUpperCase()}`, { redirect: "manual" });
    expect(data.status).toBe(200);
    const post = await fetch(`${base}/listing-detail?id=${ID.toUpperCase()}`, { method: "POST", redirect: "manual" });
    expect(post.status).toBe(200);
  });
});
