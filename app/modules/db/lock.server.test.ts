import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireLock, DataDirLockedError } from "./lock.server";

describe("acquireLock", () => {
  it("lets one holder in and refuses a second while the first is alive", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "server.lock");
    const lock = acquireLock(file);
    expect(() => acquireLock(file)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    acquireLock(file).release();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "server.lock");
    fs.writeFileSync(file, "999999999");
    const lock = acquireLock(file);
    expect(fs.readFileSync(file, "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
