import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { modulesAfterFirstPaint } from "./module-preloads.server";

const html =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="stylesheet" href="/a.css"/></head>' +
  '<body><p>₹ 45,00,000 · लखनऊ</p><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/a.js";</script></body>';

function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(modulesAfterFirstPaint()));
}

describe("modulesAfterFirstPaint", () => {
  it("takes the module preloads out and runs the module script after the first paint, preloading them all then", async () => {
    const out = await through([Buffer.from(html)]);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain(
      '<script nonce="N1" type="text/x-after-paint">import * as route0 from "/assets/a.js";</script>',
    );
    const runner =
      /<script nonce="N1">(.*?)<\/script><script nonce="N1" type="text\/x-after-paint">/.exec(out)?.[1] ?? "";
    expect(runner).toContain('["/assets/a.js","/assets/b.js"]');
    expect(runner).toContain("requestAnimationFrame");
    expect(runner).toContain("window.__earlyPresses");
    expect(() => new Function(runner)).not.toThrow();
    expect(out).toContain('<head><link rel="stylesheet" href="/a.css"/></head>');
    expect(out).toContain("<p>₹ 45,00,000 · लखनऊ</p>");
  });

  it("gives the same result however the HTML is cut into chunks, even inside a tag or a character", async () => {
    const bytes = Buffer.from(html);
    const whole = await through([bytes]);
    for (let size = 1; size <= 60; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(whole);
    }
  });
});
