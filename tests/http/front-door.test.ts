// The front door (decision 048) keeps its promises when the site behind it cannot answer:
// the site's process is frozen (SIGSTOP) and the door still answers the build's files from
// memory, refuses pages at once past its lane, and says the site is unhealthy once its
// reports stop; thawed, everything answers again. When the site dies, the door goes too.
import { expect, test } from "vitest";
import { sitePid } from "../../scripts/built-server.js";
import { e2eServerForFile } from "../support/e2e-server-for-file";
import { timedFetch } from "../support/timed-fetch";

const door = e2eServerForFile(4, { DOOR_PAGES_IN_FLIGHT: "2" });
const base = door.base;

test("with the site frozen, files still answer from the door, pages past the lane get a fast 503, and health says so", {
  timeout: 60_000,
}, async () => {
  const running = door.running;
  const home = await (await fetch(`${base}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] ?? "";
  expect(asset).not.toBe("");
  const first = await timedFetch(`${base}${asset}`);
  expect(first.status).toBe(200);
  expect((await timedFetch(`${base}/healthz`)).status).toBe(200);

  const site = sitePid(running.child.pid ?? 0);
  expect(site).not.toBe(running.child.pid);
  process.kill(site, "SIGSTOP");
  try {
    // The file the site answered once comes from the door's memory, byte for byte.
    const kept = await timedFetch(`${base}${asset}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toBe(first.body);
    expect(kept.ms).toBeLessThan(200);

    // Two pages fill the lane (they wait on the frozen site); the third is refused at once.
    const waiting = [1, 2].map((i) => fetch(`${base}/about?frozen=${i}`, { signal: AbortSignal.timeout(30_000) }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await timedFetch(`${base}/contact?frozen=3`);
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe("5");
    expect(refused.body).toContain("We are busy right now");
    expect(refused.ms).toBeLessThan(200);

    // The site's health reports stop: within a few seconds the door says it is unavailable.
    await expect
      .poll(async () => (await timedFetch(`${base}/healthz`)).status, { timeout: 10_000, interval: 500 })
      .toBe(503);

    process.kill(site, "SIGCONT");
    const answered = await Promise.all(waiting);
    expect(answered.map((answer) => answer.status)).toEqual([200, 200]);
  } finally {
    process.kill(site, "SIGCONT");
  }
  await expect
    .poll(async () => (await timedFetch(`${base}/healthz`)).status, { timeout: 10_000, interval: 250 })
    .toBe(200);
  expect((await timedFetch(`${base}/contact?thawed=1`)).status).toBe(200);
});

test("when the site's process dies, the door exits too, and a supervisor sees it", { timeout: 30_000 }, async () => {
  const running = door.running;
  process.kill(sitePid(running.child.pid ?? 0), "SIGKILL");
  expect(await running.exited).not.toBe(0);
});
