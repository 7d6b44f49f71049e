import { monitorEventLoopDelay } from "node:perf_hooks";

export interface EventLoopDelay {
  /** The longest delay (ms) the loop has had in the current window or the one before it. */
  read(): number;
  stop(): void;
}

/**
 * How late the event loop runs, as Node measures it (a timer every `resolutionMs`, its
 * lateness recorded natively, so a stalled loop is still measured once it turns). Read at
 * the door of the render queue: a server whose loop is late renders late too, and a request
 * it would queue is better told "busy" at once (render-queue.server.ts).
 */
export function watchEventLoopDelay({
  windowMs = 1000,
  resolutionMs = 10,
  now = () => performance.now(),
}: {
  windowMs?: number;
  resolutionMs?: number;
  now?: () => number;
} = {}): EventLoopDelay {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let previousMs = 0;
  let windowStart = now();
  // The histogram counts a timer's whole interval; its lateness is what exceeds the resolution.
  const currentMs = () => Math.max(0, histogram.max / 1e6 - resolutionMs);
  return {
    read() {
      const at = now();
      if (at - windowStart >= windowMs) {
        previousMs = currentMs();
        histogram.reset();
        windowStart = at;
      }
      return Math.max(previousMs, currentMs());
    },
    stop() {
      histogram.disable();
    },
  };
}
