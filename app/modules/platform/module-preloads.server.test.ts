import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preloads.server";

const html =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/></head>' +
  '<body><p>₹ 45,00,000 · लखनऊ</p><link rel="modulepreload" href="/assets/b.js"/></body>';

function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest alone", async () => {
    const out = await through([Buffer.from(html)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(html);
  });

  it("gives the same result however the HTML is cut into chunks, even inside a tag or a character", async () => {
    const bytes = Buffer.from(html);
    const whole = await through([bytes]);
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(whole);
    }
  });
});
