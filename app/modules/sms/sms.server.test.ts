import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmsSender, type Sms, type SmsOptions } from "./sms.server";

const SMS: Sms = {
  to: "9839012345",
  text: "482913 is your Awadh Estates code to verify your mobile number.",
  template: "mobile-code",
  values: { otp: "482913" },
};

/** A provider's API on loopback: records each request, answers with the status asked for. */
let server: http.Server;
let base = "";
let status = 200;
const received: Array<{ url: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(status, { "content-type": "application/json" }).end('{"type":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("SMS without a provider", () => {
  it("writes each message to the outbox as JSON: to, text, template, sentAt", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-sms-"));
    try {
      const sender = createSmsSender({ outboxDir });
      expect(sender.kind).toBe("outbox");
      await sender.send(SMS);
      const files = fs.readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.json$/);
      const entry = JSON.parse(fs.readFileSync(path.join(outboxDir, files[0] ?? ""), "utf8"));
      expect(Object.keys(entry).sort()).toEqual(["sentAt", "template", "text", "to"]);
      expect(entry).toMatchObject({ to: SMS.to, text: SMS.text, template: "mobile-code" });
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});

/** A sender to the loopback provider, which answers `answer`; nothing received yet. */
function senderToLoopback(answer: number, options: Omit<SmsOptions, "apiUrl" | "outboxDir">) {
  received.length = 0;
  status = answer;
  return createSmsSender({ ...options, apiUrl: base, outboxDir: "unused" });
}

describe("SMS through a provider's HTTP API", () => {
  it("MSG91: the DLT template's flow, with the number in international form and the code as a value", async () => {
    const sender = senderToLoopback(200, {
      provider: "msg91",
      apiKey: "msg91-auth-key",
      dltTemplateId: "1107160000000012345",
    });
    await sender.send(SMS);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.url).toBe("/api/v5/flow");
    expect(request?.headers.authkey).toBe("msg91-auth-key");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      template_id: "1107160000000012345",
      short_url: "0",
      recipients: [{ mobiles: "919839012345", otp: "482913" }],
    });
  });

  it("Twilio: the Messages API with basic authentication and the text as written", async () => {
    const sender = senderToLoopback(201, { provider: "twilio", apiKey: "AC123:secret-token", sender: "+15005550006" });
    await sender.send(SMS);
    const [request] = received;
    expect(request?.url).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from("AC123:secret-token").toString("base64")}`);
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({ To: "+919839012345", From: "+15005550006", Body: SMS.text });
  });

  it("rejects when the provider refuses, so the person is told the SMS did not go", async () => {
    status = 401;
    const sender = createSmsSender({ provider: "msg91", apiKey: "k", dltTemplateId: "t", apiUrl: base, outboxDir: "" });
    await expect(sender.send(SMS)).rejects.toThrow(/answered 401/);
  });
});
