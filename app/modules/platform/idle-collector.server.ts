/**
 * One full garbage collection once the server has been quiet for a few seconds after
 * traffic (decision 025). V8 gives a burst's heap back by itself only some 30 s after it,
 * and not at all while the machine is busy with other work: the idle memory after the same
 * burst read anywhere from 330 to 420 MB. A collection of a quiet server's heap takes tens of
 * milliseconds while nobody waits, and comes at most once a minute however the traffic
 * comes and goes. Needs `--expose-gc` (the front door starts the site with it); without it
 * this does nothing.
 */
export function collectWhenIdle({
  quietMs = 5_000,
  everyMs = 60_000,
  now = Date.now,
  collect = (globalThis as { gc?: () => void }).gc,
}: {
  quietMs?: number;
  everyMs?: number;
  now?: () => number;
  collect?: () => void;
} = {}) {
  let lastRequest = 0;
  let lastCollected = Number.NEGATIVE_INFINITY;
  let busySinceCollected = false;
  const check = () => {
    const at = now();
    if (!busySinceCollected || at - lastRequest < quietMs || at - lastCollected < everyMs) return;
    busySinceCollected = false;
    lastCollected = at;
    collect?.();
  };
  const timer = collect ? setInterval(check, 1_000) : undefined;
  timer?.unref();
  return {
    /** A request came. */
    seen(): void {
      lastRequest = now();
      busySinceCollected = true;
    },
    /** Collects now if it is time (the timer calls it each second). */
    check,
    stop(): void {
      if (timer) clearInterval(timer);
    },
  };
}
