import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningServer, serverPids, startServer } from "../../scripts/built-server.js";
import { copyTemplate, dataTemplate } from "../e2e/data-template.js";
import { HttpSession } from "../support/http-session";

/**
 * What a security probe sent, replayed against a real server process of our own: the same
 * settings as production behind one balancer (TRUST_PROXY=1), every rate limit on. Bodies
 * go through a raw HTTP client, so that nothing (a browser, fetch) cuts them short or
 * waits for us: 50 MB forms, 16 MB photos, chunked or declared, bodies that are not forms,
 * methods the site does not serve, and a password guessed behind spoofed X-Forwarded-For.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210) + 55;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@hostile.awadhestates.in", password: "hostile-admin-Gomti-2026" };
const MB = 1024 * 1024;
const BODY_DEADLINE_SECONDS = 3;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-hostile-"));
let server: RunningServer | undefined;

beforeAll(async () => {
  // A copy of the end-to-end template: migrated and seeded by the real server already.
  copyTemplate(await dataTemplate(process.env), path.join(work, "data"));
  server = await startServer({
    port: PORT,
    env: {
      PUBLIC_URL: ORIGIN,
      DATA_DIR: path.join(work, "data"),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "1",
      RATE_LIMIT_DISABLED: "0",
      BODY_DEADLINE_SECONDS: String(BODY_DEADLINE_SECONDS),
    },
    stderr: "inherit",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

interface Sent {
  status: number;
  body: string;
  /** Milliseconds from the first byte sent to the answer's status line. */
  ms: number;
  /** Whether the client managed to send its whole body (false: the connection was cut under it). */
  bodySent: boolean;
  error?: string;
}

/**
 * POSTs `size` bytes of "a" over a plain socket, with Content-Length or chunked, as a
 * client that sends its whole body whatever the server answers meanwhile (as many simple
 * clients do) and then reads to the end. A server that stops reading leaves it hanging; one
 * that closes on unread bytes resets it and the answer may be lost.
 */
function send(
  pathname: string,
  { size, chunked = false, headers = {} }: { size: number; chunked?: boolean; headers?: Record<string, string> },
): Promise<Sent> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, "127.0.0.1");
    const received: Buffer[] = [];
    let answeredAt = 0;
    let bodySent = false;
    let finished = false;
    const settle = (error?: string) => {
      if (finished) return;
      finished = true;
      socket.destroy();
      const text = Buffer.concat(received).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const body = rest.join("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: /^transfer-encoding: chunked$/im.test(head) ? unchunk(body) : body,
        ms: answeredAt - started,
        bodySent,
        error,
      });
    };
    socket.on("data", (data: Buffer) => {
      answeredAt ||= Date.now();
      received.push(data);
    });
    socket.on("end", () => settle());
    socket.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    socket.setTimeout(20_000, () => settle("timed out"));
    const head = {
      host: `127.0.0.1:${PORT}`,
      "content-type": "application/x-www-form-urlencoded",
      ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(size) }),
      ...headers,
    };
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${pathname} HTTP/1.1\r\n${lines.join("")}\r\n`);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const pump = () => {
      while (written < size && !finished) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
        written += piece.length;
        const framed = chunked ? [`${piece.length.toString(16)}\r\n`, piece, "\r\n"] : [piece];
        let more = true;
        for (const part of framed) more = socket.write(part);
        if (!more) return void socket.once("drain", pump);
      }
      if (finished) return;
      if (chunked) socket.write("0\r\n\r\n");
      bodySent = true;
    };
    pump();
  });
}

/** The body of a chunked answer, without its framing. */
function unchunk(framed: string): string {
  let body = "";
  let rest = framed;
  for (;;) {
    const end = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, end), 16);
    if (!size) return body;
    body += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}

/** The server's memory: the door's and the site's together (serverPids). */
function rssMegabytes(pid: number): number {
  return (
    serverPids(pid).reduce((sum, one) => {
      const status = fs.readFileSync(`/proc/${one}/status`, "utf8");
      return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    }, 0) / 1024
  );
}

async function postForm(pathname: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${ORIGIN}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers,
    redirect: "manual",
  });
}

/**
 * Starts a form POST whose body trickles in, a byte every `everyMs`, as a slow attacker's
 * does; resolves with the status the server answers (0 if it only closes).
 */
function trickle(pathname: string, declared: number, everyMs: number): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: ${declared}\r\n\r\n`,
    );
    const timer = setInterval(() => socket.write("a"), everyMs);
    const done = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), ms: Date.now() - started });
    };
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
    });
    socket.on("close", done);
    socket.on("error", done);
  });
}

test("forms sent a byte at a time hold no render turn: every page still answers, and the senders get 408", {
  timeout: 60_000,
}, async () => {
  // More slow senders than render turns (RENDER_CONCURRENCY, 8 by default).
  const slow = Array.from({ length: 12 }, (_, i) => trickle(`/contact?slow=${i}`, 4096, 250));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const timings: number[] = [];
  for (let i = 0; i < 10; i++) {
    // Pages that must be rendered: none of these addresses is kept.
    const started = Date.now();
    const answer = await fetch(`${ORIGIN}/about?while-slow=${i}`);
    await answer.arrayBuffer();
    timings.push(Date.now() - started);
    expect(answer.status).toBe(200);
  }
  expect(Math.max(...timings), `page times while 12 forms trickle in: ${timings.join(", ")} ms`).toBeLessThan(1000);
  const refused = await Promise.all(slow);
  expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 408));
  for (const answer of refused) expect(answer.ms).toBeLessThan((BODY_DEADLINE_SECONDS + 2) * 1000);
});

test("a 50 MB form to any action is refused with 413 within a second, and memory stays low", {
  timeout: 120_000,
}, async () => {
  const pid = server?.child.pid ?? 0;
  const before = rssMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    if (server?.child.exitCode === null) peak = Math.max(peak, rssMegabytes(pid));
  }, 25);
  try {
    for (const pathname of ["/contact.data", "/contact", "/sign", "/login.data", "/admin/ourproject", "/Postlisting"]) {
      for (const chunked of [false, true]) {
        const sent = await send(pathname, { size: 50 * MB, chunked });
        const label = `${pathname} ${chunked ? "chunked" : "Content-Length"}`;
        expect(sent.status, label).toBe(413);
        expect(sent.body, label).toBe("The request is too large.");
        expect(sent.ms, label).toBeLessThan(1000);
        expect(sent.error, label).toBeUndefined();
      }
    }
    // Four at once, as the probe did (it took the server from 0.7 to 4 GB).
    const together = await Promise.all(
      [0, 1, 2, 3].map((i) => send("/contact.data", { size: 50 * MB, chunked: i % 2 === 0 })),
    );
    for (const sent of together) expect(sent.status).toBe(413);
    // Multipart alike.
    const multipart = await send("/sign", {
      size: 50 * MB,
      chunked: true,
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(multipart.status).toBe(413);
  } finally {
    clearInterval(sampler);
  }
  console.log(`server memory: ${Math.round(before)} MB before, peak ${Math.round(peak)} MB during the 50 MB bodies`);
  expect(peak).toBeLessThan(1024);
  // Nothing like a body's size was held: the embedded database is most of the memory.
  expect(peak - before).toBeLessThan(100);
  // A form of ordinary size still goes through to the action (which checks it).
  const small = await postForm("/contact.data", { name: "", mobileNumber: "", email: "", message: "" });
  expect(small.status).toBe(400);
});

test("bodies that are not forms get 400 or 415, and methods the site does not serve 405", async () => {
  const bodies: Array<[string, string | undefined, string, number]> = [
    ["JSON", "application/json", '{"email":"a@b.in"}', 415],
    ["text", "text/plain", "email=a@b.in", 415],
    ["no type", undefined, "email=a@b.in", 415],
    [
      "broken multipart",
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
      400,
    ],
    ["multipart without boundary", "multipart/form-data", "email=a@b.in", 400],
  ];
  for (const pathname of ["/sign", "/sign.data", "/login", "/login.data", "/contact", "/contact.data"]) {
    for (const [label, type, body, status] of bodies) {
      const response = await fetch(`${ORIGIN}${pathname}`, {
        method: "POST",
        // fetch would add text/plain to a string body: send bytes to control the type.
        body: new TextEncoder().encode(body),
        headers: type ? { "content-type": type } : {},
      });
      expect(response.status, `${label} to ${pathname}`).toBe(status);
    }
  }
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(`${ORIGIN}/`, { method }, resolve).on("error", reject).end(),
    );
    answer.resume();
    expect(answer.statusCode, method).toBe(405);
    expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
  }
  // A bare POST (no body, no type) is an empty form, as browsers' sign-out buttons send it.
  expect((await fetch(`${ORIGIN}/contact`, { method: "POST" })).status).toBe(400);
});

test("a 16 MB photo is refused with 413 that the client receives, chunked or declared", {
  timeout: 60_000,
}, async () => {
  const login = await postForm("/login", ADMIN, { "x-forwarded-for": "198.51.100.70" });
  expect(login.status).toBe(200);
  const cookie = /[^;,\s]*session_token=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  expect(cookie).not.toBe("");
  for (const chunked of [true, false]) {
    const sent = await send("/resources/upload", {
      size: 16 * MB,
      chunked,
      headers: { "content-type": "application/octet-stream", cookie, "x-forwarded-for": "198.51.100.70" },
    });
    const label = chunked ? "chunked" : "Content-Length";
    expect(sent.error, label).toBeUndefined();
    expect(sent.bodySent, label).toBe(true);
    expect(sent.status, label).toBe(413);
    expect(JSON.parse(sent.body), label).toEqual({ ok: false, message: "The file is larger than 15 MB." });
    expect(sent.ms, label).toBeLessThan(5000);
  }
  // Signed out: refused before the body is read, and the answer still arrives.
  const anonymous = await send("/resources/upload", { size: 16 * MB, headers: { "content-type": "image/png" } });
  expect(anonymous).toMatchObject({ status: 401, bodySent: true });
  expect(anonymous.error).toBeUndefined();
});

test("behind one proxy, a spoofed X-Forwarded-For does not escape the sign-in limits, and the owner is not locked out", {
  timeout: 60_000,
}, async () => {
  const email = "guessed@hostile.awadhestates.in";
  const password = "Quiet-Garden-77";
  const signUp = await postForm(
    "/sign",
    { name: "Guessed", mobileNumber: "9839012345", email, password, confirmPassword: password, role: "Owner" },
    { "x-forwarded-for": "198.51.100.80" },
  );
  expect(signUp.status).toBe(200);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 30; attempt++) {
    // What a real balancer forwards: the client's own header, then the address it saw.
    const spoofed = `${attempt}.${attempt * 7}.${attempt * 3}.${attempt}, 203.0.113.9`;
    const response = await postForm("/login", { email, password: `wrong-${attempt}` }, { "x-forwarded-for": spoofed });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  // The right password from the guesser's address waits too (a different answer would tell
  // the guesser they had it)...
  const guesser = await postForm("/login.data", { email, password }, { "x-forwarded-for": "9.9.9.9, 203.0.113.9" });
  expect(guesser.status).toBe(429);
  expect(guesser.headers.get("set-cookie") ?? "").not.toContain("session_token=");
  // ...while the owner, from their own address, is not locked out by a stranger's guesses.
  const owner = await postForm("/login.data", { email, password }, { "x-forwarded-for": "198.51.100.81" });
  expect(owner.status).toBe(200);
  expect(owner.headers.get("set-cookie") ?? "").toContain("session_token=");
});

test("a Permissions-Policy switches off the browser features the site does not use", async () => {
  for (const pathname of ["/", "/login", "/no-such-page"]) {
    const policy = (await new HttpSession({ baseURL: ORIGIN }).get(pathname)).headers()["permissions-policy"] ?? "";
    for (const feature of ["camera", "microphone", "payment", "usb"]) {
      expect(policy, `${pathname} ${feature}`).toContain(`${feature}=()`);
    }
    // "Near me" asks for the location on our own pages, and no frame of another site may.
    expect(policy).toContain("geolocation=(self)");
    expect(policy).toContain("fullscreen=(self)");
  }
});
