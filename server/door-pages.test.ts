import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { answerWith, crcJoined, doorPages, keepOf, pageOf } from "./door-pages.js";

const PLACEHOLDER = "pc0123456789abcdef0123456789abcd";
const html = (nonce: string) =>
  `<!doctype html><script nonce="${nonce}">a()</script>${"<p>3 BHK flat in Gomti Nagar</p>".repeat(500)}<script nonce="${nonce}">b()</script>`;

/** A response to read what the door wrote: status, headers and body. */
function answered(page: ReturnType<typeof pageOf>, headers: Record<string, string> = {}) {
  const socket = new PassThrough();
  const chunks: Buffer[] = [];
  let head: { status: number; headers: Record<string, unknown> } = { status: 0, headers: {} };
  const res = {
    writeHead: (status: number, out: Record<string, unknown>) => {
      head = { status, headers: out };
    },
    cork() {},
    uncork() {},
    write: (chunk: Buffer) => chunks.push(chunk),
    end: () => socket.end(),
  };
  answerWith(page, { method: "GET", headers } as never, res as never, { https: false, outcome: "hit" });
  return { ...head, body: Buffer.concat(chunks) };
}

function sitePage(keep?: string) {
  return pageOf(
    200,
    {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'self' 'nonce-${PLACEHOLDER}'`,
      "x-page-nonce": PLACEHOLDER,
      ...(keep ? { "x-page-keep": keep } : {}),
      "x-request-id": "one-request",
    },
    Buffer.from(html(PLACEHOLDER)),
  );
}

describe("kept pages at the front door", () => {
  it("joins CRCs as zlib computes them whole", () => {
    for (const [a, b] of [
      [crypto.randomBytes(1000), crypto.randomBytes(24)],
      [crypto.randomBytes(1), crypto.randomBytes(70_001)],
      [Buffer.alloc(0), crypto.randomBytes(5)],
    ] as const) {
      expect(crcJoined(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
    }
  });

  it("answers each time with a nonce of its own, in the page and its policy, plain and gzipped", () => {
    const page = sitePage();
    const nonces = new Set<string>();
    for (const encoding of ["", "gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5"]) {
      const answer = answered(page, encoding ? { "accept-encoding": encoding } : {});
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "";
      expect(nonce).toHaveLength(24);
      const body = encoding ? zlib.gunzipSync(answer.body).toString() : answer.body.toString();
      expect(answer.headers["content-encoding"]).toBe(encoding ? "gzip" : undefined);
      expect(body).toBe(html(nonce));
      expect(answer.headers["content-length"]).toBe(answer.body.length);
      expect(answer.headers["x-request-id"]).toBeUndefined();
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    expect(answered(page, { "accept-encoding": "gzip;q=0" }).headers["content-encoding"]).toBeUndefined();
  });

  it("keeps a page until its freshness is up, and not one a change overtook on its way", () => {
    let time = 1_000;
    const pages = doorPages({ maxBytes: 10_000_000, now: () => time });
    pages.offer("/a", sitePage(), keepOf("fresh=5000; generation=3; tags=listing:1 prices"));
    expect(pages.find("/a")).toBeDefined();
    time += 5_001;
    expect(pages.find("/a")).toBeUndefined();

    // Told of a change to listing:1 at generation 4: a copy kept at 3 is stale on arrival.
    pages.forget({ tags: ["listing:1"] }, 4);
    pages.offer("/a", sitePage(), keepOf("fresh=5000; generation=3; tags=listing:1 prices"));
    expect(pages.find("/a")).toBeUndefined();
    pages.offer("/a", sitePage(), keepOf("fresh=5000; generation=4; tags=listing:1 prices"));
    expect(pages.find("/a")).toBeDefined();
    pages.offer("/b", sitePage(), keepOf("fresh=5000; generation=4; tags=lists content"));

    // A change arriving after the page: it goes, the others stay.
    pages.forget({ tags: ["lists"] }, 5);
    expect(pages.find("/b")).toBeUndefined();
    expect(pages.find("/a")).toBeDefined();
    pages.forget("all", 6);
    expect(pages.size).toBe(0);
    pages.offer("/a", sitePage(), keepOf("fresh=5000; generation=5; tags=listing:1"));
    expect(pages.find("/a")).toBeUndefined();
    // No X-Page-Keep: answered, never kept.
    pages.offer("/c", sitePage(), keepOf(undefined));
    expect(pages.find("/c")).toBeUndefined();
  });

  it("stays within its bytes, the oldest page first out", () => {
    const pages = doorPages({ maxBytes: 100_000 });
    for (const key of ["/1", "/2", "/3", "/4", "/5", "/6", "/7", "/8"])
      pages.offer(key, sitePage(), keepOf("fresh=5000; generation=0; tags=lists"));
    expect(pages.bytes).toBeLessThanOrEqual(100_000);
    expect(pages.find("/1")).toBeUndefined();
    expect(pages.find("/8")).toBeDefined();
  });
});
