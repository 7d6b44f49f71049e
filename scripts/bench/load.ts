// Requests per second and latency of one page under a fixed number of connections, with
// autocannon. autocannon's own summary has no 95th percentile, so every response time is
// kept (from its "response" event) and the percentiles are computed here.
import autocannon from "autocannon";

export interface LoadFigures {
  requests: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Errors, timeouts and answers other than 2xx (there should be none). */
  failures: number;
  /** Average size of a response as sent (compressed), in bytes. */
  bytes: number;
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

// What a browser sends; the server compresses its answers as it would for one.
const HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-IN,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36",
};

function run(base: string, paths: readonly string[], connections: number, seconds: number): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let bytes = 0;
    let next = 0;
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        headers: HEADERS,
        requests: [
          {
            method: "GET",
            // Each request takes the next path in turn (listing pages with rotating ids).
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: times.length,
          rps: times.length / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          failures: result.errors + result.timeouts + result.non2xx,
          bytes: times.length ? bytes / times.length : 0,
        });
      },
    );
    instance.on("response", (_client, _status, responseBytes, responseTime) => {
      times.push(responseTime);
      bytes += responseBytes;
    });
  });
}

/** A short warm-up (discarded), then the measured run. */
export async function measure(
  base: string,
  paths: readonly string[],
  { connections, seconds, warmup }: { connections: number; seconds: number; warmup: number },
): Promise<LoadFigures> {
  if (paths.length === 0) throw new Error("nothing to measure");
  // Every path must answer 200 before it is measured (a 404 page is fast and would flatter).
  for (const path of new Set(paths.slice(0, 20))) {
    const response = await fetch(base + path, { headers: HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  if (warmup > 0) await run(base, paths, connections, warmup);
  return run(base, paths, connections, seconds);
}
