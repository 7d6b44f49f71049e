import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-assets-"));
const script = "export const greeting = 'नमस्ते';\n".repeat(200);
let base = "";
let close = () => {};

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "page-abc.js"), script);
  fs.writeFileSync(path.join(dir, "page-abc.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "page-abc.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "plain-abc.css"), "body{}");
  const app = express();
  app.use("/assets", precompressedAssets(dir, { maxAge: "1y" }));
  app.use("/assets", express.static(dir));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The answer with its body's bytes as sent (fetch would decode them). */
function get(file: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${base}/${file}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("scripts and stylesheets compressed at build time", () => {
  it("sends Brotli to a browser that takes it, whatever the order it lists encodings in", async () => {
    const { headers, bytes } = await get("page-abc.js", "gzip, deflate, br, zstd");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toMatch(/^text\/javascript/);
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(script);
  });

  it("sends gzip when Brotli is refused, and the plain file when neither is taken", async () => {
    const gzip = await get("page-abc.js", "br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(script);
    const plain = await get("page-abc.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
  });

  it("leaves files with no compressed copy, and unknown names, to the next handler", async () => {
    const css = await get("plain-abc.css", "br");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.bytes.toString()).toBe("body{}");
    expect((await get("missing.js", "br")).status).toBe(404);
  });
});
