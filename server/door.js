// The front door (decision 048): the process that owns the public port and renders nothing.
// Plain JavaScript, read unbuilt: it starts the site as a child process on a private socket,
// forwards each request to it, and refuses at once (503, Retry-After) what the site could
// not serve in time, so a crowd is told instead of left waiting, and health checks, scripts
// and photos keep their own lane. Typed by JSDoc.
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { compileTrust } from "express/lib/utils.js";
import proxyAddr from "proxy-addr";
import { BODY_REFUSALS, bodyBytesFor, IMAGE_BYTES, isUploadPath } from "../app/config/body-limits.js";
import { BUSY_PAGE, RETRY_AFTER_SECONDS } from "../app/modules/platform/busy-page.js";
import { capConnectionsPerAddress } from "./connection-cap.js";
import { doorPages, doorViews, keepOf, pageOf } from "./door-pages.js";
import { endAfterDrain } from "./end-after-drain.js";

/** Headers that belong to one connection, not to the request: never passed on. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** How many requests may wait for a place in a full lane at once; past it they are refused at once. */
const WAITING_MAX = 4096;

/**
 * A lane of requests in flight to the site: at most `limit` at once. A request that finds
 * it full waits up to `waitMs` for a place, first come first served, and is refused if none
 * frees by then (decision 055): a place freed goes to the next waiting request at once, so
 * the site never idles between a render and the next, and a crowd that asks again the
 * moment it is refused is refused at most once per `waitMs` per connection instead of as
 * fast as the door can answer (30,000 refusals a second took a core from the renders).
 * @param {number} limit
 * @param {number} [waitMs]
 */
function lane(limit, waitMs = 0) {
  let inFlight = 0;
  /** @type {Set<(placed: boolean) => void>} */
  const waiting = new Set();
  return {
    take() {
      if (inFlight >= limit) return false;
      inFlight += 1;
      return true;
    },
    /**
     * A place now, or within `waitMs`; false if none, or if `res` closes while waiting.
     * @param {http.ServerResponse} res
     * @returns {boolean | Promise<boolean>}
     */
    wait(res) {
      if (this.take()) return true;
      if (waitMs <= 0 || waiting.size >= WAITING_MAX) return false;
      return new Promise((resolve) => {
        const done = (/** @type {boolean} */ placed) => {
          waiting.delete(done);
          clearTimeout(timer);
          res.off("close", gone);
          resolve(placed);
        };
        const gone = () => done(false);
        const timer = setTimeout(gone, waitMs);
        waiting.add(done);
        res.once("close", gone);
      });
    },
    give() {
      const next = waiting.values().next().value;
      // The place passes to the first who waits: in flight stays as it is.
      if (next) next(true);
      else inFlight -= 1;
    },
  };
}

/** A session's cookie, as the site reads it (cache-control.server.ts): such a visitor's pages are their own. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The address of a signed-out visitor's GET: one answer may serve everyone who asks for it,
 * if the site says so. Null for anyone else.
 * @param {http.IncomingMessage} req
 */
const sharedAddressOf = (req) =>
  req.method === "GET" && !req.headers.authorization && !SESSION_COOKIE.test(req.headers.cookie ?? "")
    ? (req.url ?? "/")
    : null;

/** How many addresses of kept pages the door remembers (the site keeps 2,000 by default). */
const KEPT_PAGES_REMEMBERED = 10_000;

/** A health report older than this is no report: the site is not answering. */
const HEALTH_STALE_MS = 5_000;

/**
 * What a file request is remembered by: its path and the encodings the browser takes (the
 * site answers Brotli, gzip or plain by them).
 * @param {http.IncomingMessage} req
 */
const keyOf = (req) =>
  `${req.url}\n${String(req.headers["accept-encoding"] ?? "")
    .toLowerCase()
    .replace(/\s+/g, "")}`;

/**
 * The build's files as the site answered them (status 200, headers and body), up to
 * `maxBytes` in all, each up to 2 MB; answered again from memory. Media (photos) are not
 * among them: a photo can be deleted.
 * @param {number} maxBytes
 */
function rememberedFiles(maxBytes) {
  /** @type {Map<string, { headers: http.OutgoingHttpHeaders; body: Buffer }>} */
  const kept = new Map();
  let bytes = 0;
  return {
    /**
     * @param {string} key
     * @param {http.IncomingMessage} req
     * @param {http.ServerResponse} res
     */
    answer(key, req, res) {
      const file = kept.get(key);
      if (!file) return false;
      const tag = file.headers.etag;
      if (tag && req.headers["if-none-match"] === tag) {
        res.writeHead(304, { etag: tag, "cache-control": file.headers["cache-control"] ?? "no-cache" });
        res.end();
      } else {
        res.writeHead(200, { ...file.headers, date: new Date().toUTCString() });
        res.end(req.method === "HEAD" ? undefined : file.body);
      }
      return true;
    },
    /**
     * @param {string} key
     * @param {http.OutgoingHttpHeaders} headers
     * @param {http.IncomingMessage} answer
     */
    keep(key, headers, answer) {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      answer.on("data", (chunk) => {
        size += chunk.length;
        if (size <= 2 * 1024 * 1024) chunks.push(chunk);
      });
      answer.once("end", () => {
        if (size > 2 * 1024 * 1024 || bytes + size > maxBytes || kept.has(key) || !answer.complete) return;
        const { date: _date, ...rest } = headers;
        kept.set(key, { headers: rest, body: Buffer.concat(chunks) });
        bytes += size;
      });
    },
  };
}

/**
 * A request's whole body, read within the site's bounds (body-limits.js): a form's within
 * its size and BODY_DEADLINE_SECONDS from now, a photo upload's within the photo's size and
 * a little more (the route says what is wrong beyond 15 MB) and the server's request
 * time-out. "busy" when the bodies the door holds would pass their budget. A body read
 * stays counted in `bodies.held` until its request is passed on (forward) or refused.
 * @param {http.IncomingMessage} req
 * @param {string} pathname
 * @param {{ held: number; limit: number; deadlineMs: number }} bodies
 * @returns {Promise<Buffer | "too large" | "too slow" | "aborted" | "busy">}
 */
function readBody(req, pathname, bodies) {
  const upload = isUploadPath(pathname);
  const limit = upload ? IMAGE_BYTES + 2 * 1024 * 1024 : bodyBytesFor(pathname);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve("too large");
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    const settle = (/** @type {Buffer | "too large" | "too slow" | "aborted" | "busy"} */ outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!Buffer.isBuffer(outcome)) bodies.held -= size;
      req.off("data", onData);
      resolve(outcome);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      bodies.held += chunk.length;
      if (size > limit) settle("too large");
      else if (bodies.held > bodies.limit) settle("busy");
      else chunks.push(chunk);
    };
    const timer = upload ? undefined : setTimeout(() => settle("too slow"), bodies.deadlineMs);
    req.on("data", onData);
    req.once("end", () => settle(Buffer.concat(chunks)));
    req.once("aborted", () => settle("aborted"));
    req.once("error", () => settle("aborted"));
  });
}

/**
 * Refuses a body for its size (413) or its pace (408), as the site itself does
 * (request-body.ts): the message at once; then, for a body too large, the rest of it read and
 * dropped (endAfterDrain) so that the client can finish sending and read the answer; a body
 * too slow is not waited for.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {413 | 408} status
 * @param {string} message
 */
function refuseBody(req, res, status, message) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(message),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  if (status === 408) {
    res.end(message, () => req.socket.destroy());
    return;
  }
  res.write(message);
  endAfterDrain(req, res);
}

/**
 * A whole number from the environment, or the default.
 * @param {string} name
 * @param {number} fallback
 */
function setting(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** @param {string | undefined} value */
function trustOf(value) {
  if (!value || value === "0") return compileTrust(0);
  return compileTrust(/^\d+$/.test(value) ? Number(value) : value);
}

/**
 * Starts the site as a child process on a private socket and waits until it listens.
 * @param {string} appScript
 */
async function startSite(appScript) {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-door-"));
  const socketPath = path.join(socketDir, "site.sock");
  const site = fork(appScript, ["--behind-door"], {
    // The site collects its garbage once quiet after traffic (platform/idle-collector.server.ts).
    execArgv: [...process.execArgv, "--expose-gc"],
    // Two malloc arenas, not one per thread: the image work's threads (sharp) otherwise each
    // keep an arena of freed memory, 140 MB of a first start's idle memory (decision 055).
    env: { MALLOC_ARENA_MAX: "2", ...process.env, APP_SOCKET: socketPath },
    stdio: "inherit",
  });
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => site.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  await new Promise((resolve, reject) => {
    site.once("message", (message) =>
      message === "listening" ? resolve(undefined) : reject(new Error(String(message))),
    );
    site.once("exit", (code) =>
      reject(Object.assign(new Error(`the site stopped while starting (${code})`), { code })),
    );
  });
  return { site, socketDir, socketPath, exited };
}

/**
 * What the door holds while open: the site's socket, its lanes, what it remembers of the
 * site's answers (kept pages, the build's files) and the site's last health report.
 * @typedef {object} Door
 * @property {string} socketPath
 * @property {http.Agent} agent
 * @property {(address: string, hop: number) => boolean} trust
 * @property {ReturnType<typeof lane>} pageLane
 * @property {ReturnType<typeof lane>} fileLane
 * @property {ReturnType<typeof lane>} sharedLane
 * @property {Set<string>} keptPages signed-out pages the site keeps, oldest first
 * @property {Map<string, number>} rendering how many of each are in flight
 * @property {Set<string>} rootFiles the build's files at its root
 * @property {{ held: number; limit: number; deadlineMs: number }} bodies
 * @property {ReturnType<typeof rememberedFiles>} builtFiles
 * @property {{ healthy: boolean; at: number }} health
 * @property {ReturnType<typeof doorPages>} pages
 * @property {ReturnType<typeof doorViews>} views
 */

/**
 * Starts the site behind the door and opens the door on PORT and HOST.
 * @param {{ appScript: string }} options
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function openDoor({ appScript }) {
  const { site, socketDir, exited, socketPath } = await startSite(appScript);
  let closing = false;
  // The site is the door's reason to be: when it stops on its own, so does the door.
  void exited.then((code) => {
    if (!closing) process.exit(Number(code) || 1);
  });

  const behindProxy = Boolean(process.env.TRUST_PROXY && process.env.TRUST_PROXY !== "0");
  /** @type {Door} */
  const door = {
    socketPath,
    agent: new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }),
    trust: trustOf(process.env.TRUST_PROXY),
    // Pages, forms and data: as many as the site renders at once and as many waiting for a
    // turn (decision 020); more would only wait longer, and under a crowd a long wait ends in
    // a time-out. Files, photos and kept pages have lanes of their own.
    pageLane: lane(setting("DOOR_PAGES_IN_FLIGHT", 2 * setting("RENDER_CONCURRENCY", 8)), setting("DOOR_WAIT_MS", 50)),
    fileLane: lane(setting("DOOR_FILES_IN_FLIGHT", 256)),
    sharedLane: lane(setting("DOOR_SHARED_IN_FLIGHT", 1024)),
    keptPages: new Set(),
    rendering: new Map(),
    rootFiles: new Set(fs.existsSync("build/client") ? fs.readdirSync("build/client").map((name) => `/${name}`) : []),
    bodies: {
      held: 0,
      limit: setting("DOOR_BODIES_MB", 256) * 1024 * 1024,
      deadlineMs: setting("BODY_DEADLINE_SECONDS", 10) * 1000,
    },
    builtFiles: rememberedFiles(setting("DOOR_FILES_MB", 64) * 1024 * 1024),
    // The site says every second whether it can reach its database; the door answers health
    // checks from that (at most a few seconds old), so a crowd at the site cannot slow them.
    health: { healthy: false, at: 0 },
    // Signed-out pages the site keeps, kept here too and answered without asking it
    // (decision 055); it says over the channel what each change forgets.
    pages: doorPages({ maxBytes: setting("DOOR_PAGES_MB", 16) * 1024 * 1024 }),
    views: doorViews((seen) => {
      if (site.connected) site.send({ views: seen });
    }),
  };
  site.on("message", (message) => {
    if (!message || typeof message !== "object") return;
    if ("healthy" in message) door.health = { healthy: Boolean(message.healthy), at: Date.now() };
    if ("forget" in message) door.pages.forget(message.forget, Number(message.generation) || 0);
  });

  const server = http.createServer((req, res) => handle(door, req, res));
  server.keepAliveTimeout = 65_000;
  // As the site's own (server/app.ts): headers within 20 s, the whole request within 2 minutes.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  if (!behindProxy)
    capConnectionsPerAddress(server, setting("CONNECTIONS_PER_ADDRESS", 64), setting("IPV6_PREFIX_BITS", 64));
  const port = setting("PORT", 3000);
  const host = process.env.HOST || "0.0.0.0";
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });

  return {
    async close() {
      closing = true;
      const stopped = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5_000);
      await stopped;
      clearTimeout(force);
      door.agent.destroy();
      door.views.stop();
      site.kill("SIGTERM");
      const code = await exited;
      fs.rmSync(socketDir, { recursive: true, force: true });
      if (code) throw new Error(`the site stopped with ${code}`);
    },
  };
}

/**
 * The build's files and the site's photos: they ride the files' lane.
 * @param {Door} door
 * @param {string} pathname
 */
const isBuildFile = (door, pathname) => pathname.startsWith("/assets/") || door.rootFiles.has(pathname);

/**
 * Whether the client came over HTTPS, as the door tells the site (X-Forwarded-Proto from a trusted proxy).
 * @param {Door} door
 * @param {http.IncomingMessage} req
 */
const httpsOf = (door, req) =>
  door.trust(req.socket.remoteAddress ?? "", 0) &&
  String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim() === "https";

/**
 * The busy page: 503, try again after a moment.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function refuse(req, res) {
  req.resume();
  if (res.headersSent || res.destroyed) return;
  res.writeHead(503, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(BUSY_PAGE),
  });
  res.end(req.method === "HEAD" ? undefined : BUSY_PAGE);
}

/**
 * /healthz, from the site's last report: a crowd at the site cannot slow it.
 * @param {Door} door
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function answerHealth(door, req, res) {
  const ok = door.health.healthy && Date.now() - door.health.at < HEALTH_STALE_MS;
  const body = JSON.stringify({ status: ok ? "ok" : "unavailable" });
  res.writeHead(ok ? 200 : 503, {
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Every request the door takes: health from the site's report, the build's files and kept
 * pages from memory, anything else forwarded in its lane or refused at once.
 * @param {Door} door
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function handle(door, req, res) {
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  if (pathname === "/healthz" && (req.method === "GET" || req.method === "HEAD")) return answerHealth(door, req, res);
  // The build's files do not change under a running site: each is asked of it once.
  const buildFile = isBuildFile(door, pathname);
  const fileKey = buildFile && (req.method === "GET" || req.method === "HEAD") ? keyOf(req) : null;
  if (fileKey && door.builtFiles.answer(fileKey, req, res)) return;
  if (req.method === "GET" || req.method === "HEAD") {
    const shared = sharedAddressOf(req);
    // A signed-out visitor's page the door keeps: answered here, the site never asked. A
    // signed-in visitor's too where the site said the page's personal parts are filled in
    // by the page itself (decision 055): privately, and marked so that it does.
    const signedIn = shared === null && req.method === "GET" && !req.headers.authorization;
    const page = door.pages.find(shared ?? (signedIn ? (req.url ?? "/") : ""));
    if (page && (shared !== null || page.signedIn)) {
      door.pages.answer(page, req, res, { https: httpsOf(door, req), outcome: "hit", personal: shared === null });
      door.views.seen(req.url ?? "/", proxyAddr(req, door.trust), req.headers, shared === null);
      return;
    }
    // A signed-in visitor's page whose shared copy is out of date: asked for again as a
    // signed-out visitor would ask, kept, and this visitor answered with it privately.
    const refresh = signedIn && door.pages.sharedWithSignedIn(req.url ?? "/");
    const address = refresh ? (req.url ?? "/") : shared;
    // A signed-out visitor's page the site keeps, or is rendering for someone else, costs
    // it no render (decision 024): such a request rides in a lane of its own, so a crowd
    // at one page waits for one render instead of being refused.
    const rides = address !== null && (door.keptPages.has(address) || (door.rendering.get(address) ?? 0) > 0);
    const isFile = buildFile || pathname.startsWith("/media/");
    const chosen = isFile ? door.fileLane : rides ? door.sharedLane : door.pageLane;
    whenPlaced(chosen, res, (placed) =>
      placed ? forward(door, { req, res, chosen, fileKey, address, refresh }) : refuse(req, res),
    );
    return;
  }
  // A body is read whole here first, within its limits, as a buffering proxy reads it: a
  // client sending it slowly holds its own connection and nothing the site shares, and the
  // site gets it at once (decision 035).
  void readBody(req, pathname, door.bodies).then((body) => {
    if (body === "aborted") return res.destroy();
    if (body === "too large") return refuseBody(req, res, 413, BODY_REFUSALS.tooLarge);
    if (body === "too slow") return refuseBody(req, res, 408, BODY_REFUSALS.tooSlow);
    if (body === "busy") return refuse(req, res);
    whenPlaced(door.pageLane, res, (placed) => {
      if (placed) return forward(door, { req, res, chosen: door.pageLane, body });
      door.bodies.held -= body.length;
      refuse(req, res);
    });
  });
}

/**
 * Calls `then` with whether the request has a place in `chosen`: at once, or once it has
 * waited for one (lane's wait).
 * @param {ReturnType<typeof lane>} chosen
 * @param {http.ServerResponse} res
 * @param {(placed: boolean) => void} then
 */
function whenPlaced(chosen, res, then) {
  const placed = chosen.wait(res);
  if (typeof placed === "boolean") then(placed);
  else
    void placed.then((ok) => {
      // A client that left while waiting: its place, if one came, goes back.
      if (ok && res.destroyed) {
        chosen.give();
        return;
      }
      then(ok);
    });
}

/**
 * The request's headers as the site gets them: without the connection's own, with who the
 * client is and how it came by the site's own rule (TRUST_PROXY) for proxies in front of
 * it; a shared copy asked for a signed-in visitor goes without the session.
 * @param {Door} door
 * @param {http.IncomingMessage} req
 * @param {{ refresh: boolean; body: Buffer | null }} options
 */
function headersToSite(door, req, { refresh, body }) {
  /** @type {http.OutgoingHttpHeaders} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  // Only the door says a request is a signed-in visitor's asked for as shared: the site
  // then leaves the view to the door's count, which knows whose it is.
  delete headers["x-door-refresh"];
  if (refresh) {
    delete headers.cookie;
    delete headers.authorization;
    headers["x-door-refresh"] = "1";
  }
  if (body) headers["content-length"] = String(body.length);
  // The site trusts the door alone; the door says who the client is and how it came.
  const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim();
  const fromProxy = door.trust(req.socket.remoteAddress ?? "", 0);
  headers["x-forwarded-for"] = proxyAddr(req, door.trust);
  headers["x-forwarded-proto"] = fromProxy && forwardedProto ? forwardedProto : "http";
  // The site believes every X-Forwarded header the door sends: a client's own is dropped.
  if (!fromProxy) delete headers["x-forwarded-host"];
  return headers;
}

/**
 * A request on its way to the site: its place in `chosen`, given back once answered; the
 * build file it is remembered by; its body, already read; the address of a signed-out
 * visitor's page (`address`); and whether it is a signed-in visitor's page asked for as
 * shared, without the session (`refresh`): answered with the shared copy only if the site
 * says this visitor may have it, else asked for again as theirs.
 * @typedef {object} Forwarded
 * @property {http.IncomingMessage} req
 * @property {http.ServerResponse} res
 * @property {ReturnType<typeof lane>} chosen
 * @property {string | null} [fileKey]
 * @property {Buffer | null} [body]
 * @property {string | null} [address]
 * @property {boolean} [refresh]
 */

/**
 * Passes a request to the site and its answer back.
 * @param {Door} door
 * @param {Forwarded} forwarded
 */
function forward(door, { req, res, chosen, fileKey = null, body = null, address: shared = null, refresh = false }) {
  if (shared !== null) door.rendering.set(shared, (door.rendering.get(shared) ?? 0) + 1);
  // A request with a body has a connection of its own: the site may answer it and close.
  const upstream = http.request({
    socketPath: door.socketPath,
    method: req.method,
    path: req.url,
    headers: headersToSite(door, req, { refresh, body }),
    agent: body ? false : door.agent,
  });
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    chosen.give();
    if (shared === null) return;
    const left = (door.rendering.get(shared) ?? 1) - 1;
    if (left > 0) door.rendering.set(shared, left);
    else door.rendering.delete(shared);
  };
  upstream.on("response", (answer) => {
    /** @type {http.OutgoingHttpHeaders} */
    const out = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
    }
    if (shared !== null) {
      // The site says whether it keeps this page (X-Page-Cache): the door remembers which.
      door.keptPages.delete(shared);
      if (answer.headers["x-page-cache"]) door.keptPages.add(shared);
      if (door.keptPages.size > KEPT_PAGES_REMEMBERED)
        door.keptPages.delete(door.keptPages.values().next().value ?? "");
    }
    const keep = keepOf(answer.headers["x-page-keep"]);
    if (refresh && !(answer.statusCode === 200 && keep?.signedIn)) {
      // Not a page this visitor may have shared (gone, moved, not kept): theirs, rendered.
      answer.resume();
      answer.once("end", () => {
        finish();
        if (res.destroyed) return;
        whenPlaced(door.pageLane, res, (placed) =>
          placed ? forward(door, { req, res, chosen: door.pageLane }) : refuse(req, res),
        );
      });
      return;
    }
    if (answer.headers["x-page-nonce"] || answer.headers["x-page-keep"]) {
      // A shared page, sent whole and uncompressed with a placeholder for the nonce: the
      // door answers with it (its own nonce in it) and keeps it if the site says it may.
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.once("end", () => {
        const page = pageOf(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks));
        if (shared !== null && answer.complete) door.pages.offer(shared, page, keep);
        if (!res.destroyed)
          door.pages.answer(page, req, res, {
            https: httpsOf(door, req),
            outcome: String(answer.headers["x-page-cache"] ?? "miss"),
            personal: refresh,
          });
        if (refresh) door.views.seen(req.url ?? "/", proxyAddr(req, door.trust), req.headers, true);
        finish();
      });
      answer.once("error", () => {
        finish();
        res.destroy();
      });
      return;
    }
    // A refusal the site closes its connection after (request-body.ts) closes the client's too.
    if (/\bclose\b/i.test(String(answer.headers.connection ?? ""))) out.connection = "close";
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
    if (fileKey && req.method === "GET" && answer.statusCode === 200) door.builtFiles.keep(fileKey, out, answer);
    answer.pipe(res);
    answer.once("end", finish);
    answer.once("error", () => {
      finish();
      res.destroy();
    });
  });
  upstream.on("error", () => {
    finish();
    if (!res.headersSent) refuse(req, res);
    else if (!res.writableEnded) res.destroy();
  });
  upstream.once("close", () => {
    finish();
    if (body) door.bodies.held -= body.length;
  });
  // A client that leaves lets the site stop working for it.
  res.once("close", () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.end(body ?? undefined);
}
