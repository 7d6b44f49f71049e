import { afterEach, describe, expect, it } from "vitest";
import { type EventLoopDelay, watchEventLoopDelay } from "./event-loop-delay.server";

let watch: EventLoopDelay | undefined;
afterEach(() => watch?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("watchEventLoopDelay", () => {
  it("reads how long the loop was held up, through the next window, and forgets it after", async () => {
    let clock = 0;
    watch = watchEventLoopDelay({ windowMs: 1000, now: () => clock });
    await pause(30);
    // The loop held for 300 ms, as a long synchronous render would hold it.
    const until = performance.now() + 300;
    while (performance.now() < until);
    await pause(30);
    expect(watch.read()).toBeGreaterThanOrEqual(250);
    clock = 1000;
    expect(watch.read()).toBeGreaterThanOrEqual(250);
    clock = 2000;
    expect(watch.read()).toBeLessThan(250);
  });
});
