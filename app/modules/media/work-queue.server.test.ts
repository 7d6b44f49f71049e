import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorkQueue, QueueBusyError } from "./work-queue.server";

/** A task that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => done };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createWorkQueue", () => {
  it("runs at most `concurrent` tasks at once, the rest in arrival order", async () => {
    const queue = createWorkQueue({ concurrent: 2, waiting: 10, waitMs: 60_000 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 6 }, held);
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(index);
        await gate.task();
        running -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(queue.stats).toEqual({ running: 2, waiting: 4 });
    for (const gate of gates) {
      gate.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once when the wait list is full, and frees the slot of a task that fails", async () => {
    const queue = createWorkQueue({ concurrent: 1, waiting: 1, waitMs: 60_000 });
    const first = held();
    const running = queue.run(first.task);
    const waiting = queue.run(async () => {
      throw new Error("broken photo");
    });
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(QueueBusyError);
    first.finish();
    await running;
    await expect(waiting).rejects.toThrow("broken photo");
    expect(await queue.run(async () => "after")).toBe("after");
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("a task that waits longer than waitMs gives up without running", async () => {
    vi.useFakeTimers();
    const queue = createWorkQueue({ concurrent: 1, waiting: 5, waitMs: 30_000 });
    const first = held();
    const running = queue.run(first.task);
    let ran = false;
    const late = queue.run(async () => {
      ran = true;
    });
    const settled = expect(late).rejects.toBeInstanceOf(QueueBusyError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(queue.stats.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(queue.stats).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(ran).toBe(false);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });
});
