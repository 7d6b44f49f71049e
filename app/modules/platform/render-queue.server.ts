import type { NextFunction, Request, RequestHandler, Response } from "express";
import { BUSY_PAGE, RETRY_AFTER_SECONDS } from "./busy-page.js";

export interface RenderQueueOptions {
  /** Requests rendered at once. */
  concurrency: number;
  /** Requests waiting for a turn; beyond them a request is refused at once. */
  queue: number;
  /** How long a request may wait for its turn before it is refused. */
  waitMs: number;
  /** Seconds a refused client is asked to wait (Retry-After). */
  retryAfterSeconds?: number;
  /** Told once a second at most, with how many were refused since. */
  onShed?: (refused: number, reason: ShedReason) => void;
  /**
   * Shedding at the door: a request that would have to wait is refused at once when the
   * event loop has lately been later than this (ms), as `loopDelayMs` reads it, or when the
   * renders ahead of it would outlast `waitMs`. 0 or none: no shedding at the door (every
   * request that finds no turn waits, up to `waitMs`).
   */
  maxLoopDelayMs?: number;
  /** The event loop's recent delay in ms (event-loop-delay.server.ts). */
  loopDelayMs?: () => number;
  /** The clock the queue times renders with (tests move their own). */
  now?: () => number;
}

/**
 * Why a request was refused: the queue was full; it waited past its time; the event loop
 * was late at the door; or the renders ahead of it would have outlasted its wait.
 */
export type ShedReason = "full" | "timeout" | "late" | "wait";

export interface RenderQueue {
  middleware: RequestHandler;
  /** Rendering now and waiting, for health checks and tests. */
  stats(): { running: number; waiting: number; refused: number };
  /** What a render has lately taken, start to answer (ms); undefined before the first. */
  renderMs(): number | undefined;
}

export { BUSY_PAGE } from "./busy-page.js";

/**
 * Load shedding for page rendering (decision 020). Each render costs the one Node thread
 * about 10 ms of CPU; under a crowd, queueing every request without bound made all of them
 * slow (p99 of several seconds) and many timed out. Here at most `concurrency` render at
 * once and `queue` wait, first come first served; anyone beyond, or waiting longer than
 * `waitMs`, gets a fast 503 with Retry-After, so the site degrades instead of timing out.
 * A client that leaves while waiting gives its place up.
 *
 * Waiting to be refused is waiting all the same, so a request that would wait is refused at
 * the door when waiting cannot end well: when the renders ahead of it, at the pace renders
 * have lately kept, would outlast `waitMs`, or when the event loop itself is behind (a
 * server that is late to run its timers is late to render too). A request that finds a
 * turn free always starts.
 */
export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const retryAfter = String(options.retryAfterSeconds ?? RETRY_AFTER_SECONDS);
  const now = options.now ?? (() => performance.now());
  const maxLoopDelayMs = options.maxLoopDelayMs ?? 0;
  // A moving average of render times: recent renders count most.
  let renderMs: number | undefined;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  let running = 0;
  let refusedTotal = 0;
  let refusedSinceReport = 0;
  let lastReport = Number.NEGATIVE_INFINITY;

  const refuse = (res: Response, reason: ShedReason) => {
    refusedTotal += 1;
    refusedSinceReport += 1;
    const at = now();
    if (options.onShed && at - lastReport >= 1000) {
      options.onShed(refusedSinceReport, reason);
      refusedSinceReport = 0;
      lastReport = at;
    }
    if (res.headersSent || res.destroyed) return;
    res
      .status(503)
      .set({
        "Retry-After": retryAfter,
        "Cache-Control": "no-store",
        "Content-Type": "text/html; charset=utf-8",
      })
      .send(BUSY_PAGE);
  };

  const next = () => {
    while (running < options.concurrency && waiting.length > 0) {
      const turn = waiting.shift();
      if (!turn) break;
      clearTimeout(turn.timer);
      turn.start();
    }
  };

  const run = (res: Response, proceed: NextFunction) => {
    running += 1;
    let done = false;
    const started = now();
    // "close" comes after the answer is sent and when the client goes away mid-render.
    res.once("close", () => {
      if (done) return;
      done = true;
      running -= 1;
      const took = now() - started;
      renderMs = renderMs === undefined ? took : renderMs * 0.8 + took * 0.2;
      next();
    });
    proceed();
  };

  const middleware: RequestHandler = (_req: Request, res: Response, proceed: NextFunction) => {
    // A client that left before this saw its request (a middleware before the queue was
    // still at work, express.static looking for a file) will send no "close" now: it takes
    // no turn, or the turn would be held for good (crowds that ended mid-request left every
    // turn held, and every page after them waited for its 503).
    if (res.closed || res.destroyed) return;
    if (running < options.concurrency && waiting.length === 0) return run(res, proceed);
    if (waiting.length >= options.queue) return refuse(res, "full");
    if (maxLoopDelayMs > 0) {
      if ((options.loopDelayMs?.() ?? 0) > maxLoopDelayMs) return refuse(res, "late");
      // Its turn comes once the renders running and those waiting before it are done.
      const rounds = Math.floor(waiting.length / options.concurrency) + 1;
      if (renderMs !== undefined && rounds * renderMs > options.waitMs) return refuse(res, "wait");
    }
    const turn = {
      start: () => {
        res.off("close", leave);
        run(res, proceed);
      },
      timer: setTimeout(() => {
        remove();
        refuse(res, "timeout");
      }, options.waitMs),
    };
    const remove = () => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
    };
    const leave = () => {
      clearTimeout(turn.timer);
      remove();
    };
    res.once("close", leave);
    waiting.push(turn);
  };

  return {
    middleware,
    stats: () => ({ running, waiting: waiting.length, refused: refusedTotal }),
    renderMs: () => renderMs,
  };
}
