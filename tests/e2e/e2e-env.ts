import os from "node:os";
import path from "node:path";

/** Settings shared by the end-to-end server (serve.js) and the tests. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  get baseURL() {
    return `http://localhost:${this.port}`;
  },
  /** The server's DATA_DIR (serve.js makes it afresh at each start). */
  get dataDir() {
    return path.join(os.tmpdir(), `awadh-e2e-${this.port}`);
  },
  get outboxDir() {
    return path.join(this.dataDir, "outbox");
  },
  get smsOutboxDir() {
    return path.join(this.dataDir, "sms-outbox");
  },
  admin: { email: "admin@e2e.awadhestates.in", password: "e2e-admin-Gomti-2026" },
  /** The server's test hooks: its jobs, run as at a given time (serve.js, server/test-hooks.ts). */
  get controlOrigin() {
    return `http://127.0.0.1:${this.port + 100}`;
  },
  /** The local map tiles' server (tests/support/tile-server.js, started by serve.js). */
  get tilesOrigin() {
    return `http://127.0.0.1:${this.port + 7}`;
  },
};
