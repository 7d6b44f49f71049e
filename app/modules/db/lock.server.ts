import fs from "node:fs";

export interface Lock {
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  readonly expose = true;
}

/**
 * The embedded database does not lock its files, and a second process opening them
 * corrupts them. We take a lock file holding our pid; a lock left by a process that
 * no longer runs (a crash, a SIGKILL) is taken over.
 */
export function acquireLock(file: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      if (holder && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another server (process ${holder}) is using the data directory ${file.replace(/\/server\.lock$/, "")}. ` +
            "Stop it first, or start this one with a different DATA_DIR.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
