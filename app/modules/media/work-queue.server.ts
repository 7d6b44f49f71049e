/** The queue is full, or a task waited too long for its turn: the caller should answer "busy". */
export class QueueBusyError extends Error {}

export interface WorkQueueOptions {
  /** Tasks that run at the same time. */
  concurrent: number;
  /** Tasks that may wait for a turn; one more is refused at once. */
  waiting: number;
  /** A waiting task gives up after this long (it never starts). */
  waitMs: number;
}

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly stats: { running: number; waiting: number };
}

/**
 * A small in-process semaphore with a bounded, first-come wait list. Heavy work (decoding
 * photos) goes through it so that a burst of it cannot take all the memory and CPU: the
 * rest of the server keeps answering, and callers beyond the wait list hear "busy" at once
 * instead of piling up.
 */
export function createWorkQueue({ concurrent, waiting, waitMs }: WorkQueueOptions): WorkQueue {
  let running = 0;
  const queue: Array<{ start: () => void }> = [];

  function release() {
    const next = queue.shift();
    // The finished task's slot passes straight to the next one, so `running` stays.
    if (next) next.start();
    else running -= 1;
  }

  async function turn(): Promise<void> {
    if (running < concurrent) {
      running += 1;
      return;
    }
    if (queue.length >= waiting) throw new QueueBusyError();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(entry), 1);
        reject(new QueueBusyError());
      }, waitMs);
      queue.push(entry);
    });
  }

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get stats() {
      return { running, waiting: queue.length };
    },
  };
}
