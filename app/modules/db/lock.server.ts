import crypto from "node:crypto";
import fs from "node:fs";

export interface Lock {
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  readonly expose = true;
}

/** What the lock file holds: who took it, when that process started, and this lock's own id. */
interface Holder {
  pid: number;
  /** The process's start time (/proc/PID/stat, in clock ticks since boot); null where there is no /proc. */
  start: string | null;
  id: string;
}

/** The ids of the locks this process holds now: another opener in this process is refused too. */
const heldHere = new Set<string>();

/**
 * The embedded database does not lock its files, and a second process opening them
 * corrupts them. We take a lock file naming our process and a random id; a lock left by a
 * process that no longer runs (a crash, a SIGKILL) is taken over.
 *
 * A live process with the holder's PID is not enough to refuse: PIDs repeat, above all in a
 * container, where every start counts from the same small numbers (after `kill -9` the file
 * may name an unrelated process, or this very server). So the file also records the holder's
 * start time, and a lock is stale when its PID is ours (and not a lock this process holds),
 * is dead, or now belongs to a process that started at another time.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 3; attempt++) {
    const me: Holder = { pid: process.pid, start: startTimeOf(process.pid), id: crypto.randomUUID() };
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      heldHere.add(me.id);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(me.id);
          try {
            if (readHolder(file)?.id === me.id) fs.unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder && isHeld(holder)) {
        throw new DataDirLockedError(
          `Another server (process ${holder.pid}) is using the data directory ${file.replace(/\/server\.lock$/, "")}. ` +
            "Stop it first, or start this one with a different DATA_DIR.",
        );
      }
      // Stale: only the file we judged is removed (another starter may have replaced it meanwhile).
      removeIfUnchanged(file, holder);
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}.`);
}

/** Whether the holder named in a lock file is still the process that took it. */
function isHeld(holder: Holder): boolean {
  if (holder.pid === process.pid) return heldHere.has(holder.id);
  if (!isAlive(holder.pid)) return false;
  const start = startTimeOf(holder.pid);
  // Without /proc (not Linux) a live PID is taken at its word.
  if (start === null) return true;
  // A file from before start times were recorded: held only if that PID is a Node process.
  if (holder.start === null) return isNodeProcess(holder.pid);
  return start === holder.start;
}

function isNodeProcess(pid: number): boolean {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    return /(?:^|\/)node(?:js)?(?:\d+)?$/.test(command);
  } catch {
    return true;
  }
}

/**
 * The lock file's holder. Files written before the start time was recorded hold a bare PID;
 * an unreadable file (a crash mid-write) names nobody, so it is stale.
 */
function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), start: null, id: "" };
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid !== "number" || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      start: typeof parsed.start === "string" ? parsed.start : null,
      id: typeof parsed.id === "string" ? parsed.id : "",
    };
  } catch {
    return null;
  }
}

function removeIfUnchanged(file: string, judged: Holder | null): void {
  const now = readHolder(file);
  if (now?.pid === judged?.pid && now?.id === judged?.id && now?.start === judged?.start) {
    fs.rmSync(file, { force: true });
  }
}

/** A process's start time from /proc/PID/stat (field 22), or null where it cannot be read. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
