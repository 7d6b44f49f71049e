// Starts the built site for the end-to-end tests on a fresh data directory, with demo
// content and an Admin account: a copy of the seeded template for this build
// (data-template.js). Rate limits are lifted (the tests sign in many times), except the
// contact form's, which a test checks in the browser. Client addresses come from
// X-Forwarded-For (TRUST_PROXY), so that each contact test sends from its own address.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTileServer } from "../support/tile-server.js";
import { copyTemplate, dataTemplate } from "./data-template.js";

// The same folder as E2E.dataDir in e2e-env.ts: tests read the e-mails in its outbox.
process.env.PORT = process.env.E2E_PORT ?? "3210";
const dataDir = path.join(os.tmpdir(), `awadh-e2e-${process.env.PORT}`);
process.env.HOST = "127.0.0.1";
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`;
process.env.SEED_DEMO = "1";
process.env.ADMIN_EMAIL = "admin@e2e.awadhestates.in";
process.env.ADMIN_PASSWORD = "e2e-admin-Gomti-2026";
process.env.RATE_LIMIT_DISABLED ??= "!contact";
process.env.TRUST_PROXY ??= "1";
process.env.LOG_LEVEL ??= "warn";
// Tests sign up and in hundreds of times: a cheap password hash (two-servers.spec.ts checks
// that a server started without this setting hashes at the production cost).
process.env.PASSWORD_HASH_COST ??= "10";
// Every test account proves its number by a code sent by SMS: the site's ceiling on codes
// (issue 57) is lifted as far as the per-client limits are.
process.env.SMS_CODES_PER_HOUR ??= "1000000";
process.env.SMS_CODES_PER_DAY ??= "1000000";
// Listing views are written every second, so a test sees them soon after the visits.
process.env.VIEW_FLUSH_SECONDS ??= "1";

const template = await dataTemplate(process.env);
// `--prepare`: only make the template (npm test does it beside the other legs).
if (process.argv.includes("--prepare")) process.exit(0);
fs.rmSync(dataDir, { recursive: true, force: true });
copyTemplate(template, dataDir);
// The map's tiles from a local server (decision 050): E2E.tilesPort in e2e-env.ts.
const tiles = await startTileServer(Number(process.env.PORT) + 7);
process.env.MAP_TILES_URL = tiles.url;
process.env.MAP_TILES_ATTRIBUTION = "Test tiles";
process.env.DATA_DIR = dataDir;
// The server's jobs, run by the tests as at a time they name, through a control port of the
// site's process (server/test-hooks.ts): E2E.controlOrigin in e2e-env.ts.
process.env.TEST_HOOKS_PORT = String(Number(process.env.PORT) + 100);
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import("../../server.js");
