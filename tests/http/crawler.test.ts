import { expect, test } from "vitest";
import { E2E } from "../e2e/e2e-env";

// A crawler as search engines and link checkers run it: eight requests at a time over every
// internal link of the site with its demo content and everything the other tests posted.
// With nothing else running (project "alone"), no page may be shed (503) or fail (5xx):
// the render queue and its limits are for crowds, not for a polite crawler.

const AT_ONCE = 8;
const MOST_PAGES = 400;
const SKIP = /^\/(assets|media|resources|logout|hi\/logout)\b|\.data(\?|$)/;

/** The internal links of a page, as paths with their queries. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)]
    .map((match) => (match[1] ?? "").replaceAll("&amp;", "&"))
    .filter((path) => !path.startsWith("//") && !SKIP.test(path));
}

test(`a crawler at ${AT_ONCE} requests at a time over every internal link gets no 503 and no error`, {
  timeout: 180_000,
}, async () => {
  const queue = ["/", "/hi"];
  const seen = new Set(queue);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const times: number[] = [];
  const started = performance.now();
  let next = 0;

  const crawler = async () => {
    while (next < queue.length && next < MOST_PAGES) {
      const path = queue[next++] as string;
      const from = performance.now();
      const response = await fetch(`${E2E.baseURL}${path}`, { redirect: "manual" });
      const body = await response.text();
      times.push(performance.now() - from);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) failures.push(`${response.status} ${path}`);
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
      for (const link of linksIn(body)) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
  };
  // The queue grows as pages are read: the crawlers start together and each takes the next
  // path as it is free, so at most AT_ONCE requests are in flight.
  while (next < Math.min(queue.length, MOST_PAGES)) {
    await Promise.all(Array.from({ length: AT_ONCE }, crawler));
  }

  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  console.log(
    `crawler: ${times.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s, ${AT_ONCE} at a time; ` +
      `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(times.length).toBeGreaterThan(100);
  expect(failures).toEqual([]);
});
