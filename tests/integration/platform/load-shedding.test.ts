/**
 * Load shedding (issue 25 finding 7, issue 26 item 2; decision 020): a flood of slow page
 * renders fills the render queue; beyond it requests get a fast 503 with Retry-After and
 * the busy page, waiting too long also ends in a 503, and meanwhile /healthz and static
 * files (outside the queue, as in server/app.ts) answer at once. At the door (issue 37,
 * decision 038): a request that would wait is refused at once when the event loop is late
 * or when the renders ahead of it would outlast its wait.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_PAGE, createRenderQueue, type RenderQueueOptions } from "#app/modules/platform/render-queue.server";
import { timedFetch } from "../../support/timed-fetch";

const servers: Array<{ close(): void; closeAllConnections(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/**
 * The app's shape: health and static files first, then the queue, then a "render" that lasts
 * until the test opens the gate (slow renders without depending on this machine's speed).
 */
async function site(options: RenderQueueOptions, { beforeAnswer = () => {} } = {}) {
  const app = express();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shed-"));
  fs.writeFileSync(path.join(dir, "app.js"), "console.log(1)");
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/assets", express.static(dir));
  let arrived = 0;
  app.use((_req, _res, next) => {
    arrived += 1;
    next();
  });
  // A middleware that is not done before its client leaves (express.static looking for a
  // file, a body being read): /late reaches the queue only after its connection closed.
  app.use((req, _res, next) => {
    if (req.path !== "/late") return next();
    if (req.socket.destroyed) return next();
    req.socket.once("close", () => setTimeout(next, 20));
  });
  const queue = createRenderQueue(options);
  app.use(queue.middleware);
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let rendered = 0;
  // Pages under /quick render without waiting for the gate.
  app.get("/{*path}", async (req, res) => {
    if (!req.path.startsWith("/quick")) await gate;
    beforeAnswer();
    rendered += 1;
    res.type("html").send("<p>page</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { base, queue, rendered: () => rendered, arrived: () => arrived, open, until };
}

describe("the render queue", () => {
  it("renders a few at once, queues a few, and refuses the rest at once with 503 and Retry-After", async () => {
    const { base, queue, rendered, arrived, open, until } = await site({ concurrency: 2, queue: 3, waitMs: 60_000 });
    const flood = Array.from({ length: 30 }, (_, i) => timedFetch(`${base}/page-${i}`));
    await until(() => arrived() === 30);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3, refused: 25 });
    // While the renders hang: health and static files answer.
    expect(await timedFetch(`${base}/healthz`)).toMatchObject({ status: 200 });
    expect(await timedFetch(`${base}/assets/app.js`)).toMatchObject({ status: 200 });
    // The refused ones are already answered, before a single render finished.
    const early = await Promise.race([
      Promise.all(flood),
      new Promise((resolve) => setTimeout(resolve, 500, "waiting")),
    ]);
    expect(early).toBe("waiting");
    expect(rendered()).toBe(0);
    open();
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(refused).toHaveLength(25);
    expect(rendered()).toBe(5);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.body).toBe(BUSY_PAGE);
    }
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 25 });
  });

  it("answers the refused at once, not after the renders", async () => {
    const { base, arrived, open, until } = await site({ concurrency: 1, queue: 0, waitMs: 60_000 });
    const first = timedFetch(`${base}/first`);
    await until(() => arrived() === 1);
    const refused = await timedFetch(`${base}/second`);
    expect(refused).toMatchObject({ status: 503, retryAfter: "5" });
    open();
    expect((await first).status).toBe(200);
    expect((await first).ms).toBeGreaterThan(refused.ms);
  });

  it("refuses a request that waits longer than the wait allows", async () => {
    const { base, rendered, open } = await site({ concurrency: 1, queue: 10, waitMs: 150 });
    const first = timedFetch(`${base}/a`);
    const waited = await Promise.all([timedFetch(`${base}/b`), timedFetch(`${base}/c`)]);
    expect(waited.map((answer) => [answer.status, answer.retryAfter])).toEqual([
      [503, "5"],
      [503, "5"],
    ]);
    for (const answer of waited) expect(answer.ms).toBeGreaterThanOrEqual(140);
    open();
    expect((await first).status).toBe(200);
    expect(rendered()).toBe(1);
  });

  it("gives a place up when its client leaves while waiting, and serves the next one", async () => {
    const { base, queue, arrived, open, until } = await site({ concurrency: 1, queue: 1, waitMs: 60_000 });
    const first = timedFetch(`${base}/first`);
    await until(() => arrived() === 1);
    const leaving = new AbortController();
    const gone = fetch(`${base}/gone`, { signal: leaving.signal }).catch(() => "aborted");
    await until(() => queue.stats().waiting === 1);
    leaving.abort();
    expect(await gone).toBe("aborted");
    await until(() => queue.stats().waiting === 0);
    const next = timedFetch(`${base}/next`);
    await until(() => queue.stats().waiting === 1);
    open();
    expect((await next).status).toBe(200);
    expect((await first).status).toBe(200);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 0 });
  });

  it("never gives a turn to a request whose client left before the queue saw it", async () => {
    const { base, queue, arrived, open, until } = await site({ concurrency: 1, queue: 5, waitMs: 2_000 });
    open();
    const leaving = new AbortController();
    const gone = fetch(`${base}/late`, { signal: leaving.signal }).catch(() => "aborted");
    await until(() => arrived() === 1);
    leaving.abort();
    expect(await gone).toBe("aborted");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Before: the closed request held the only turn for good, and every page after it waited
    // its 2 s and got the 503 (crowds ending mid-request stopped the site rendering).
    expect(queue.stats().running).toBe(0);
    const next = await timedFetch(`${base}/next`);
    expect(next.status).toBe(200);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 0 });
  });

  it("refuses at the door, while the event loop is late, a request that would wait; one that finds a turn free starts", async () => {
    let lateMs = 400;
    const reasons: string[] = [];
    const { base, queue, arrived, open, until } = await site({
      concurrency: 1,
      queue: 5,
      waitMs: 60_000,
      maxLoopDelayMs: 250,
      loopDelayMs: () => lateMs,
      onShed: (_refused, reason) => reasons.push(reason),
    });
    const first = timedFetch(`${base}/first`);
    await until(() => arrived() === 1);
    expect(queue.stats().running).toBe(1);
    const refused = await timedFetch(`${base}/second`);
    expect(refused).toMatchObject({ status: 503, retryAfter: "5", body: BUSY_PAGE });
    expect(reasons).toEqual(["late"]);
    // The loop on time again: the next one waits for its turn and is served.
    lateMs = 100;
    const queued = timedFetch(`${base}/third`);
    await until(() => queue.stats().waiting === 1);
    open();
    expect((await first).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 1 });
  });

  it("refuses at the door a request whose turn would come after its wait, at the pace renders have kept", async () => {
    let clock = 0;
    const reasons: string[] = [];
    const { base, queue, open, until } = await site(
      {
        concurrency: 1,
        queue: 10,
        waitMs: 250,
        maxLoopDelayMs: 250,
        loopDelayMs: () => 0,
        now: () => clock,
        onShed: (_refused, reason) => reasons.push(reason),
      },
      // Each render takes 100 ms by the queue's clock.
      { beforeAnswer: () => (clock += 100) },
    );
    expect((await timedFetch(`${base}/quick`)).status).toBe(200);
    expect(queue.renderMs()).toBe(100);
    const first = timedFetch(`${base}/first`);
    await until(() => queue.stats().running === 1);
    // Behind one render (100 ms) and behind two (200 ms): within the 250 ms, they wait.
    const second = timedFetch(`${base}/second`);
    await until(() => queue.stats().waiting === 1);
    const third = timedFetch(`${base}/third`);
    await until(() => queue.stats().waiting === 2);
    // Behind three (300 ms): refused now rather than after 250 ms of waiting.
    const fourth = await timedFetch(`${base}/fourth`);
    expect(fourth).toMatchObject({ status: 503, retryAfter: "5" });
    expect(reasons).toEqual(["wait"]);
    expect(queue.stats().waiting).toBe(2);
    open();
    expect((await Promise.all([first, second, third])).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
