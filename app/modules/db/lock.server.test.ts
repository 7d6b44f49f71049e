import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { acquireLock, DataDirLockedError, startTimeOf } from "./lock.server";

const lockFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "server.lock");
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A live process that is not a server of this site (what a reused PID names after a restart). */
function unrelatedProcess(): ChildProcess {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child;
}

/** Another process that really holds the lock, as a second server would. */
async function holderProcess(file: string): Promise<number> {
  const module = fileURLToPath(new URL("./lock.server.ts", import.meta.url));
  const tsx = path.resolve("node_modules/.bin/tsx");
  const child = spawn(
    tsx,
    [
      "-e",
      `import(${JSON.stringify(module)}).then((m) => { m.acquireLock(${JSON.stringify(file)}); console.log("held " + process.pid); setInterval(() => {}, 1000); });`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  // The PID that took the lock, as the process itself reports it (a launcher may stand between).
  return new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const pid = /held (\d+)/.exec(chunk.toString())?.[1];
      if (pid) resolve(Number(pid));
    });
    child.on("exit", (code) => reject(new Error(`the holder exited (${code})`)));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("acquireLock", () => {
  it("lets one holder in and refuses a second while the first is alive", () => {
    const file = lockFile();
    const lock = acquireLock(file);
    expect(() => acquireLock(file)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    acquireLock(file).release();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const file = lockFile();
    fs.writeFileSync(file, "999999999");
    const lock = acquireLock(file);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it("records the holder's PID, its start time and a random id", () => {
    const file = lockFile();
    const lock = acquireLock(file);
    const held = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(held).toMatchObject({ pid: process.pid, start: startTimeOf(process.pid) });
    expect(held.id).toMatch(/^[0-9a-f-]{36}$/);
    lock.release();
  });

  it("takes over a lock whose PID now belongs to a live, unrelated process (PIDs repeat after a restart)", () => {
    const other = unrelatedProcess();
    const pid = other.pid ?? 0;
    expect(startTimeOf(pid)).not.toBeNull();
    for (const content of [
      // Our format, written by a server whose PID was this one before a restart.
      JSON.stringify({ pid, start: "1", id: "left-by-a-killed-server" }),
      // The older format, a bare PID: the process is no Node server.
      String(pid),
    ]) {
      const file = lockFile();
      fs.writeFileSync(file, content);
      const lock = acquireLock(file);
      expect(JSON.parse(fs.readFileSync(file, "utf8")).pid).toBe(process.pid);
      lock.release();
    }
  });

  it("takes over a lock naming this very process that this process does not hold", () => {
    for (const content of [
      JSON.stringify({ pid: process.pid, start: startTimeOf(process.pid), id: "an-earlier-life" }),
      String(process.pid),
    ]) {
      const file = lockFile();
      fs.writeFileSync(file, content);
      const lock = acquireLock(file);
      expect(() => acquireLock(file)).toThrow(DataDirLockedError);
      lock.release();
    }
  });

  it("takes over an unreadable lock file (a crash while writing it)", () => {
    const file = lockFile();
    fs.writeFileSync(file, '{"pid": 12');
    acquireLock(file).release();
  });

  it("refuses while another process really holds it, and takes over once that process is killed", async () => {
    const file = lockFile();
    const holder = await holderProcess(file);
    expect(JSON.parse(fs.readFileSync(file, "utf8")).pid).toBe(holder);
    expect(() => acquireLock(file)).toThrow(`Another server (process ${holder}) is using the data directory`);
    process.kill(holder, "SIGKILL");
    while (isRunning(holder)) await new Promise((resolve) => setTimeout(resolve, 20));
    acquireLock(file).release();
  }, 20_000);
});
