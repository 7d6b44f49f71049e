import { describe, expect, it } from "vitest";
import { collectWhenIdle } from "./idle-collector.server";

describe("collectWhenIdle", () => {
  it("collects once after traffic, when quiet for 5 s, and at most once a minute", () => {
    let time = 1_000_000;
    let collections = 0;
    const idle = collectWhenIdle({ now: () => time, collect: () => collections++ });
    idle.check();
    expect(collections).toBe(0); // no traffic yet
    idle.seen();
    time += 4_000;
    idle.check();
    expect(collections).toBe(0); // not quiet long enough
    time += 1_000;
    idle.check();
    expect(collections).toBe(1);
    idle.check();
    expect(collections).toBe(1); // nothing since
    idle.seen();
    time += 10_000;
    idle.check();
    expect(collections).toBe(1); // within the minute
    time += 50_000;
    idle.check();
    expect(collections).toBe(2);
    idle.stop();
  });
});
