import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE_LIMITS, publicCacheSize, rememberPublic } from "#app/modules/db/public-cache.server";
import { servicesForFile } from "../../support/harness";

// The public-data cache keeps what no visitor's request bounds (every mix of filters is a
// key), so it must stay within its entries and bytes whatever a crowd asks (decision 025).
servicesForFile();

describe("public data remembered for a few seconds", () => {
  it("keeps no more entries than its bound, the newest", async () => {
    const total = PUBLIC_CACHE_LIMITS.entries + 100;
    for (let i = 0; i < total; i++) await rememberPublic(`entries ${i}`, async () => i);
    expect(publicCacheSize().entries).toBe(PUBLIC_CACHE_LIMITS.entries);
    let loads = 0;
    expect(await rememberPublic(`entries ${total - 1}`, async () => ++loads)).toBe(total - 1);
    expect(await rememberPublic("entries 0", async () => ++loads)).toBe(1);
  });

  it("keeps no more bytes than its bound, however large the answers", async () => {
    const big = "x".repeat(256 * 1024);
    for (let i = 0; i < 40; i++) await rememberPublic(`bytes ${i}`, async () => ({ cards: [big] }));
    const { bytes } = publicCacheSize();
    expect(bytes).toBeLessThanOrEqual(PUBLIC_CACHE_LIMITS.bytes);
    expect(bytes).toBeGreaterThan(PUBLIC_CACHE_LIMITS.bytes / 2);
  });

  it("does not remember a failed load", async () => {
    await expect(rememberPublic("fails", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await rememberPublic("fails", async () => "answered")).toBe("answered");
  });
});
