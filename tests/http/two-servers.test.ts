import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningServer, spawnServer, untilHealthy } from "../../scripts/built-server.js";
import { postgresServer, scratchDatabase } from "../../scripts/scratch-database.js";
import { type S3Bucket, s3Bucket } from "../support/s3-server";
import { proveMobile } from "../support/sms";

/**
 * More than one machine: two server processes share one PostgreSQL database and one
 * S3-compatible object store, behind a round-robin balancer. What one process writes
 * (accounts, sessions, properties, photos, rate-limit counters) the other reads.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 60;
const ports = { balancer: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-two-"));
const servers: RunningServer[] = [];
let balancer: http.Server | undefined;
let s3: S3Bucket | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let stopCluster: (() => void) | undefined;
let jobsDatabase = "";

function startServer(port: number, env: Record<string, string>) {
  // These servers keep the production password hashing (the first test checks it).
  const server = spawnServer({
    port,
    env: { ...env, PASSWORD_HASH_COST: undefined, DATA_DIR: path.join(work, `data-${port}`) },
    stderr: "inherit",
  });
  servers.push(server);
  return server;
}

/** Alternates requests between the two processes, and says which one answered. */
function startBalancer(): Promise<void> {
  let next = 0;
  balancer = http.createServer((req, res) => {
    const port = next++ % 2 === 0 ? ports.a : ports.b;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `localhost:${ports.balancer}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(port) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => balancer?.listen(ports.balancer, "127.0.0.1", resolve));
}

beforeAll(async () => {
  // TEST_DATABASE_URL (as in CI), or a throwaway cluster of our own.
  const server = postgresServer(process.env.TEST_DATABASE_URL, BASE_PORT + 20000);
  stopCluster = server.stop;
  const scratch = await scratchDatabase(server.url, "two_servers");
  dropDatabase = scratch.drop;
  const databaseUrl = scratch.url;
  // A real S3-compatible server (OpenStack Swift with s3api), not a fake of one.
  s3 = await s3Bucket();
  const env = {
    DATABASE_URL: databaseUrl,
    ...s3.env,
    PUBLIC_URL: `http://localhost:${ports.balancer}`,
    ADMIN_EMAIL: "admin@two.awadhestates.in",
    ADMIN_PASSWORD: "two-servers-admin-2026",
    SEED_DEMO: "0",
    TRUST_PROXY: "1",
    RATE_LIMIT_DISABLED: "!contact",
    LOG_LEVEL: "warn",
    // Every job due every minute, and each process checking the schedules every second: both
    // processes try to start each job many times a minute; it must run once per minute.
    JOB_CRON: "* * * * *",
    JOB_CHECK_SECONDS: "1",
  };
  jobsDatabase = databaseUrl;
  // Both start at once: migrations, seed and the Admin are taken in turns under a lock.
  const both = [startServer(ports.a, env), startServer(ports.b, env)];
  await Promise.all(both.map((server) => untilHealthy(server)));
  await startBalancer();
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await new Promise((resolve) => balancer?.close(resolve));
  await s3?.stop();
  await dropDatabase?.();
  stopCluster?.();
  fs.rmSync(work, { recursive: true, force: true });
});

const via = (port: number) => `http://127.0.0.1:${port}`;
const front = `http://localhost:${ports.balancer}`;

async function post(url: string, form: Record<string, string | string[]>, cookie = "") {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const item of [value].flat()) body.append(key, item);
  return fetch(url, { method: "POST", body, headers: cookie ? { cookie } : {}, redirect: "manual" });
}

function cookieOf(response: Response): string {
  return /[^;,\s]*session_token=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
}

/** Posts a property through the wizard's action on one process: the answer's page and the new listing's id. */
async function postListing(port: number, cookie: string, fields: Record<string, string | string[]>) {
  const html = await (await post(`${via(port)}/postproperty`, fields, cookie)).text();
  const id = /\\"id\\",\\"([0-9a-f-]{36})\\"/.exec(html)?.[1] ?? /"id","([0-9a-f-]{36})"/.exec(html)?.[1];
  return { html, id };
}

/** An Owner signed up, signed in and with a proven mobile number, all through one process. */
async function provenOwner(port: number, name: string, mobileNumber: string) {
  const email = `${name.toLowerCase().replaceAll(" ", ".")}.${Date.now().toString(36)}@two.awadhestates.in`;
  const password = "Two-Servers-Owner-2026";
  await post(`${via(port)}/sign`, { name, mobileNumber, email, password, confirmPassword: password, role: "Owner" });
  const cookie = cookieOf(await post(`${via(port)}/login`, { email, password }));
  await proveMobile(
    (form) => post(`${via(port)}/profile/settings`, form, cookie),
    path.join(work, `data-${port}`, "sms-outbox"),
    mobileNumber,
  );
  return { cookie, password };
}

/** Uploads a photo through one process, as the wizard does: its id and widths. */
async function uploadPhoto(port: number, cookie: string, photo: Uint8Array<ArrayBuffer>) {
  const upload = await fetch(`${via(port)}/resources/upload`, {
    method: "POST",
    headers: { cookie, "content-type": "application/octet-stream" },
    body: photo,
  });
  expect(upload.status).toBe(200);
  return ((await upload.json()) as { image: { id: string; widths: number[] } }).image;
}

test("what one process writes, the other reads: accounts, sessions, properties and photos", async () => {
  const email = `owner.${Date.now().toString(36)}@two.awadhestates.in`;
  const password = "Shared-Database-2026";
  // Sign up through A, sign in through B: one database of accounts and sessions.
  const signUp = await post(`${via(ports.a)}/sign`, {
    name: "Two Servers Owner",
    mobileNumber: "9839000004",
    email,
    password,
    confirmPassword: password,
    role: "Owner",
  });
  expect(signUp.status).toBe(200);
  // Started without PASSWORD_HASH_COST, the server hashes as in production: scrypt at
  // N = 16384 (Better Auth's own format, no cost recorded). Other e2e servers use a cheap cost.
  const stored = new pg.Client({ connectionString: jobsDatabase });
  await stored.connect();
  const { rows } = await stored.query<{ password: string }>(
    `select a.password from account a join "user" u on u.id = a.user_id where u.email = $1`,
    [email],
  );
  await stored.end();
  const [salt = "", key = ""] = rows[0]?.password.split(":") ?? [];
  expect(rows[0]?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  const production = crypto.scryptSync(password, salt, 64, { N: 16_384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
  expect(production.toString("hex")).toBe(key);
  const owner = cookieOf(await post(`${via(ports.b)}/login`, { email, password }));
  expect(owner).toBeTruthy();
  // The code is asked for through B and typed through A: one database of codes too.
  let at = ports.b;
  await proveMobile(
    async (form) => {
      const answer = await post(`${via(at)}/profile/settings`, form, owner);
      expect(answer.status).toBe(200);
      at = ports.a;
    },
    path.join(work, `data-${ports.b}`, "sms-outbox"),
    "9839000004",
  );
  expect((await fetch(`${via(ports.a)}/profile`, { headers: { cookie: owner }, redirect: "manual" })).status).toBe(200);

  // Upload a photo through B, post the property through A.
  const image = await uploadPhoto(ports.b, owner, fs.readFileSync("scripts/fixtures/crash-photo.jpg"));
  const { html, id } = await postListing(ports.a, owner, {
    listingType: "Rent",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    bedrooms: "2",
    city: "Noida",
    locality: "Sector 62",
    projectBuildingName: "Two Servers Residency",
    contactNumber: "9839000005",
    imageIds: [image.id],
  });
  expect(html).toContain("Property submitted successfully!");
  expect(id).toBeTruthy();

  // Both processes keep the signed-out list of properties (their page caches)...
  for (const port of [ports.a, ports.b]) {
    await fetch(`${via(port)}/listing-post`);
    const kept = await fetch(`${via(port)}/listing-post`);
    expect(kept.headers.get("x-page-cache"), `kept on ${port}`).toBe("hit");
    expect(await kept.text()).not.toContain("Two Servers Residency");
  }

  // The Admin signs in through the balancer and approves; both processes then show it.
  const admin = cookieOf(
    await post(`${front}/login`, { email: "admin@two.awadhestates.in", password: "two-servers-admin-2026" }),
  );
  expect((await post(`${front}/listing-detail?id=${id}`, { intent: "approve", id: id as string }, admin)).status).toBe(
    200,
  );
  // ...and both forget it at once: the next signed-out request on either shows the listing.
  for (const port of [ports.a, ports.b]) {
    const list = await fetch(`${via(port)}/listing-post`);
    expect(list.headers.get("x-page-cache"), `list on ${port}`).toBe("miss");
    expect(await list.text(), `list on ${port}`).toContain("Two Servers Residency");
  }
  for (const port of [ports.a, ports.b]) {
    const page = await fetch(`${via(port)}/listing-detail?id=${id}`);
    expect(page.status, `detail on ${port}`).toBe(200);
    expect(await page.text()).toContain("Two Servers Residency");
    // The photo's bytes come from the object store, through either process.
    const file = await fetch(`${via(port)}/media/images/${image.id}/${image.widths[0]}.webp`);
    expect(file.status, `photo on ${port}`).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString("ascii"),
    ).toBe("RIFF");
  }
  // Nothing landed on either machine's disk.
  for (const port of [ports.a, ports.b])
    expect(fs.existsSync(path.join(work, `data-${port}`, "uploads", "images"))).toBe(false);
});

test("photos are stored on the real S3 server and leave it with their listing and their account: /media answers 404 from both processes", async () => {
  if (!s3) throw new Error("no S3 server");
  const bucket = s3;
  const owner = await provenOwner(ports.a, "Bucket Owner", "9839000024");
  const madePhoto = (background: string) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const listed = await uploadPhoto(ports.b, owner.cookie, await madePhoto("#7a9a5c"));
  const kept = await uploadPhoto(ports.a, owner.cookie, await madePhoto("#5c7a9a"));
  const { id } = await postListing(ports.a, owner.cookie, {
    listingType: "Rent",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    bedrooms: "1",
    city: "Lucknow",
    locality: "Aliganj",
    projectBuildingName: "Bucket Residency",
    contactNumber: "9839000025",
    imageIds: [listed.id],
  });
  expect(id).toBeTruthy();
  // Every width of both photos is an object in the bucket, read from the S3 server itself.
  const stored = await bucket.keys("images/");
  for (const image of [listed, kept])
    expect(stored.filter((key) => key.startsWith(`images/${image.id}/`)).length, image.id).toBeGreaterThanOrEqual(
      image.widths.length,
    );
  const photoStatus = (port: number, image: { id: string; widths: number[] }) =>
    fetch(`${via(port)}/media/images/${image.id}/${image.widths[0]}.webp`).then((answer) => answer.status);
  // The owner sees both (the listing waits for approval; the other waits in the wizard).
  for (const port of [ports.a, ports.b]) expect(await photoStatus(port, listed)).toBe(200);

  // The listing deleted through B: its photo's objects leave the bucket, and neither process serves it.
  const deleted = await post(
    `${via(ports.b)}/listing-detail?id=${id}`,
    { intent: "delete", id: id as string },
    owner.cookie,
  );
  expect(deleted.status).toBe(302);
  for (const port of [ports.a, ports.b]) expect(await photoStatus(port, listed), `deleted, on ${port}`).toBe(404);
  await expect.poll(async () => (await bucket.keys(`images/${listed.id}/`)).length, { timeout: 10_000 }).toBe(0);
  expect((await bucket.keys(`images/${kept.id}/`)).length).toBeGreaterThan(0);

  // The account erased through A: its last photo goes the same way.
  const erased = await post(`${via(ports.a)}/profile/delete`, { password: owner.password }, owner.cookie);
  expect([200, 302]).toContain(erased.status);
  for (const port of [ports.a, ports.b]) expect(await photoStatus(port, kept), `erased, on ${port}`).toBe(404);
  await expect.poll(async () => (await bucket.keys(`images/${kept.id}/`)).length, { timeout: 10_000 }).toBe(0);
});

test("a process whose change feed lost its connection while a listing went live shows it within seconds, and forgets nothing else", async () => {
  const name = `Feed Cut Villa ${Date.now().toString(36)}`;
  const { cookie: owner } = await provenOwner(ports.a, "Feed Cut Owner", "9839000014");
  const { html, id } = await postListing(ports.a, owner, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Independent House/Villa",
    bedrooms: "4",
    city: "Lucknow",
    locality: "Gomti Nagar",
    projectBuildingName: name,
    contactNumber: "9839000015",
    price: "15000000",
    plotArea: "2400",
  });
  expect(id, html.slice(0, 300)).toBeTruthy();

  // Process B keeps a search by words (SQL), a search by filters (its search index), a list
  // and a page that shows no listing.
  const search = `/Search?q=${encodeURIComponent(name)}`;
  const filtered = "/Search?city=Lucknow&locality=Gomti+Nagar&bhk=4";
  // (Kept once the feed has brought B what A's post changed: a change read between two asks
  // would make the second a render again, as it should.)
  for (const path of [search, filtered, "/listing-post", "/about"]) {
    await expect
      .poll(async () => (await fetch(`${via(ports.b)}${path}`)).headers.get("x-page-cache"), { timeout: 10_000 })
      .toBe("hit");
  }
  // Both processes' change feeds lose their connections; the listing goes live through A meanwhile.
  const database = new pg.Client({ connectionString: jobsDatabase });
  await database.connect();
  const cut = await database.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'awadh-change-feed'",
  );
  await database.end();
  expect(cut.rowCount).toBe(2);
  const admin = cookieOf(
    await post(`${via(ports.a)}/login`, { email: "admin@two.awadhestates.in", password: "two-servers-admin-2026" }),
  );
  expect(
    (await post(`${via(ports.a)}/listing-detail?id=${id}`, { intent: "approve", id: id as string }, admin)).status,
  ).toBe(200);

  // B reads on from the recorded changes: its searches (index and pages) and its list show the
  // listing within seconds, with no restart...
  for (const path of [search, filtered, "/listing-post"]) {
    await expect
      .poll(async () => (await (await fetch(`${via(ports.b)}${path}`)).text()).includes(name), { timeout: 10_000 })
      .toBe(true);
  }
  // ...and what the change did not touch stays kept (a lost connection no longer forgets everything).
  expect((await fetch(`${via(ports.b)}/about`)).headers.get("x-page-cache")).toBe("hit");
});

test("a session one process remembers ends there as soon as another process ends it: sign-out everywhere, a role, an erasure", async () => {
  const email = `remembered.${Date.now().toString(36)}@two.awadhestates.in`;
  const password = "Remembered-Session-2026";
  const form = { name: "Remembered Owner", mobileNumber: "9839000007", email, password, confirmPassword: password };
  expect((await post(`${via(ports.a)}/sign`, { ...form, role: "Owner" })).status).toBe(200);
  const signIn = async (port: number) => cookieOf(await post(`${via(port)}/login`, { email, password }));
  const status = async (port: number, page: string, cookie: string) =>
    (await fetch(`${via(port)}${page}`, { headers: { cookie }, redirect: "manual" })).status;
  /** Other processes hear a change when their change feed reads it: at once on NOTIFY, at most 2 s late. */
  const soon = (check: () => Promise<number>, expected: number) =>
    expect.poll(check, { timeout: 3_000, interval: 100 }).toBe(expected);

  // Read and remembered by A (each session lasts SESSION_CACHE.seconds there without a read).
  const [first, second] = [await signIn(ports.a), await signIn(ports.a)];
  const onB = await signIn(ports.b);
  for (const cookie of [first, second])
    for (let i = 0; i < 2; i++) expect(await status(ports.a, "/profile", cookie)).toBe(200);
  expect(await status(ports.a, "/admin", first)).toBe(403);

  // The Admin makes the owner an Admin through B: A lets them in.
  const client = new pg.Client({ connectionString: jobsDatabase });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from "user" where email = $1`, [email]);
  await client.end();
  const admin = cookieOf(
    await post(`${via(ports.b)}/login`, { email: "admin@two.awadhestates.in", password: "two-servers-admin-2026" }),
  );
  const made = await post(
    `${via(ports.b)}/admin/ComingSoon`,
    { intent: "make-admin", userId: rows[0]?.id ?? "" },
    admin,
  );
  expect(made.status).toBe(200);
  await soon(() => status(ports.a, "/admin", first), 200);

  // Signed out everywhere else through B: A's remembered sessions end.
  const ended = await post(`${via(ports.b)}/profile/settings`, { intent: "end-others" }, onB);
  expect(ended.status).toBe(200);
  await soon(() => status(ports.a, "/profile", first), 302);
  expect(await status(ports.a, "/profile", second)).toBe(302);

  // The account erased through B: A's remembered session of it ends.
  const again = await signIn(ports.a);
  expect(await status(ports.a, "/profile", again)).toBe(200);
  const erased = await post(`${via(ports.b)}/profile/delete`, { password }, onB);
  expect([200, 302]).toContain(erased.status);
  await soon(() => status(ports.a, "/profile", again), 302);
});

test("rate limits count across processes", async () => {
  const statuses: number[] = [];
  const servedBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`${front}/contact`, {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.77" },
      body: new URLSearchParams({
        name: "Asha",
        mobileNumber: "9839000006",
        email: "asha@example.in",
        message: `Message ${i}`,
      }),
    });
    statuses.push(response.status);
    servedBy.add(response.headers.get("x-served-by") ?? "");
  }
  expect(servedBy.size).toBe(2);
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test("each scheduled job runs once per schedule, however many processes check it", async () => {
  const client = new pg.Client({ connectionString: jobsDatabase });
  await client.connect();
  try {
    const names = ["searchAlerts", "listingLifecycle", "reportFollowUps"];
    // Every run of every job, and how it ended.
    const runs = async () =>
      (
        await client.query<{ name: string; state: string; retries: number }>(
          "select name, state, retry_count as retries from pgboss.job where name = any($1)",
          [names],
        )
      ).rows;
    // The schedule's word that a minute is due: pg-boss's "send it" job, one per job and
    // minute (its singleton slot), whichever process checked the schedule first. Its worker
    // sends the run a few seconds later, so a run's own time can fall in the next minute.
    const dues = async () =>
      (
        await client.query<{ name: string; minute: string; state: string }>(
          `select singleton_key as name, to_char(singleton_on, 'HH24:MI') as minute, state
           from pgboss.job where name = '__pgboss__send-it' and singleton_key = any($1)`,
          [names],
        )
      ).rows;
    // Both processes have checked the schedules many times (once a second each) and finished what they started.
    await expect
      .poll(async () => (await runs()).filter((run) => run.state === "completed").length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(names.length);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [all, due] = [await runs(), await dues()];
    for (const name of names) {
      const mine = all.filter((run) => run.name === name);
      const minutes = due.filter((item) => item.name === name);
      const said = `${name}: ${mine.length} runs; due at ${minutes.map((item) => `${item.minute} (${item.state})`).join(", ")}`;
      // Due once per minute, never twice, and one run for each minute due: at least one for
      // each whose run was sent, at most one for each (a run being sent is counted at most).
      expect(new Set(minutes.map((item) => item.minute)).size, said).toBe(minutes.length);
      expect(mine.length, said).toBeGreaterThanOrEqual(
        Math.max(1, minutes.filter((item) => item.state === "completed").length),
      );
      expect(mine.length, said).toBeLessThanOrEqual(minutes.length);
      for (const run of mine) {
        expect(["created", "active", "completed"], said).toContain(run.state);
        expect(run.retries).toBe(0);
      }
    }
  } finally {
    await client.end();
  }
});
