// Load shedding on the real built server (decision 020): with a render queue of one page at
// a time and two waiting, a flood of page requests gets fast 503s with Retry-After and the
// busy page, while /healthz and static files still answer. Both tests share a server of
// their own (tests/e2e/serve.js on E2E_PORT + 2) with those small settings.
import { expect, test } from "vitest";
import { e2eServerForFile } from "../support/e2e-server-for-file";
import { timedFetch } from "../support/timed-fetch";

// The front door (decision 048) passes as many pages as the site renders and queues.
const { base } = e2eServerForFile(2, {
  RENDER_CONCURRENCY: "1",
  RENDER_QUEUE: "2",
  RENDER_QUEUE_WAIT_MS: "20000",
  DOOR_PAGES_IN_FLIGHT: "3",
});

test("a flood of page requests gets fast 503s with Retry-After; health and static files still answer", {
  timeout: 180_000,
}, async () => {
  const home = await (await fetch(`${base}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();

  // Searches with every option's count are the slowest pages: 60 different ones at once
  // (the same page asked 60 times is rendered once: see the next test).
  const flood = Array.from({ length: 60 }, (_, i) => timedFetch(`${base}/Search?city=Lucknow&bhk=3&q=flat+${i}`));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const health = await timedFetch(`${base}/healthz`);
  const script = await timedFetch(`${base}${asset}`);
  const answers = await Promise.all(flood);

  expect(health.status).toBe(200);
  expect(script.status).toBe(200);
  const served = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(served.length + refused.length).toBe(answers.length);
  // One rendering and two waiting when the flood arrives: most are refused.
  expect(refused.length).toBeGreaterThanOrEqual(30);
  expect(served.length).toBeGreaterThanOrEqual(3);
  for (const answer of refused) {
    expect(answer.retryAfter).toBe("5");
    expect(answer.body).toContain("We are busy right now");
  }
  const slowestServed = Math.max(...served.map((answer) => answer.ms));
  const sorted = refused.map((answer) => answer.ms).sort((a, b) => a - b);
  const medianRefused = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `served ${served.length}, refused ${refused.length}; median refusal ${Math.round(medianRefused)} ms, ` +
      `slowest page ${Math.round(slowestServed)} ms; /healthz ${Math.round(health.ms)} ms, script ${Math.round(script.ms)} ms`,
  );
  // Refused on arrival, not after waiting: the wait allowed is 20 s (RENDER_QUEUE_WAIT_MS).
  expect(medianRefused).toBeLessThan(5000);
  // Once the flood is over, pages render again.
  expect((await timedFetch(`${base}/about`)).status).toBe(200);
});

test("a crowd at one page not yet kept is answered by one render: nobody is refused", {
  timeout: 180_000,
}, async () => {
  // One render at a time and two waiting, as above; 80 visitors ask for the same page at once.
  const crowd = await Promise.all(Array.from({ length: 80 }, () => fetch(`${base}/properties/lucknow`)));
  const statuses = crowd.map((response) => response.status);
  const outcomes = crowd.map((response) => response.headers.get("x-page-cache"));
  await Promise.all(crowd.map((response) => response.arrayBuffer()));
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // They waited for the first one's render (a miss), then the kept page answered (hits).
  expect(outcomes.every((outcome) => outcome === "miss" || outcome === "hit")).toBe(true);
  const kept = await fetch(`${base}/properties/lucknow`);
  expect(kept.headers.get("x-page-cache")).toBe("hit");
});
