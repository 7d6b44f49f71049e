import { logger } from "#app/modules/platform/logger.server";
import { runImport } from "./apply.server";
import { importsToResume, queueImport } from "./imports-store.server";

/**
 * How an import reaches the job queue. The queue lives a floor above (jobs/jobs.server.ts),
 * so it tells this module how to wake it (`whenImportsQueued`, at its start); without a
 * queue (JOBS=0 in this process) an import waits for a process that has one, whose sweep
 * finds it.
 */
let wake: (() => Promise<unknown>) | null = null;

export function whenImportsQueued(sender: (() => Promise<unknown>) | null): void {
  wake = sender;
}

/** The poster confirms a previewed import: queued once, then the queue is woken. */
export async function startImport(userId: string, importId: string): Promise<boolean> {
  const queued = await queueImport(userId, importId);
  if (queued) await wakeImports(importId);
  return queued;
}

/** Wakes the queue for an import just queued (a confirmed file, a listing from the API). */
export async function wakeImports(importId: string): Promise<void> {
  if (wake) await wake().catch((error) => logger.error({ err: error, importId }, "import not woken"));
}

/** The job: every queued import, and any whose worker went silent (a restart), run to the end. */
export async function runQueuedImports(): Promise<{ imports: number; rows: number }> {
  let imports = 0;
  let rows = 0;
  for (const id of await importsToResume()) {
    const run = await runImport(id);
    if (run.ran) {
      imports++;
      rows += run.applied;
    }
  }
  return { imports, rows };
}
