// Timing for the benchmark scripts that measure one piece of work at a time.

/** Median and 95th percentile of a set of times, as the benchmarks print them. */
export function stats(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${times.length} runs)`;
}

/** The times of `runs` runs of `work`, after one run to warm it up. */
export async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}
