import crypto from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { isApiPath } from "#app/config/body-limits.js";
import { startChangeFeed } from "#app/modules/db/change-feed.server";
import { pingDatabase } from "#app/modules/db/db.server";
import { pruneRateLimits } from "#app/modules/db/rate-limits.server";
import { HINDI_BASE } from "#app/modules/i18n/locale";
import { startJobs } from "#app/modules/jobs/jobs.server";
import { tilesOrigin } from "#app/modules/listing-core/map-settings.server";
import { sweepAbandonedUploads } from "#app/modules/media/images.server";
import { serveMedia } from "#app/modules/media/serve-media.server";
import { clientAddressKey } from "#app/modules/platform/client-address";
import { type Env, parseEnv } from "#app/modules/platform/env.server";
import { watchEventLoopDelay } from "#app/modules/platform/event-loop-delay.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { collectWhenIdle } from "#app/modules/platform/idle-collector.server";
import { logger } from "#app/modules/platform/logger.server";
import { type PageChange, pageCache } from "#app/modules/platform/page-cache.server";
import { createRenderQueue } from "#app/modules/platform/render-queue.server";
import { buildLiveIndex, setLiveIndexEnabled } from "#app/modules/properties/search/live-index.server";
import { countListingView, startViewCounter, stopViewCounter } from "#app/modules/properties/stats/view-counter.server";
import { boot, type Services } from "./boot";
import { redirectToCanonicalIds } from "./canonical-ids";
import { capConnectionsPerAddress } from "./connection-cap.js";
import { countDoorViews, type DoorView } from "./door-views";
import { malformedPathIsNotFound } from "./malformed-path";
import { precompressedAssets } from "./precompressed";
import { keptPageAnswers, reactRouterHandler } from "./react-router-handler";
import { isUploadPath, readFormBodies, refuseControlCharactersInUrl } from "./request-body";
import { startTestHooks } from "./test-hooks";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

export interface RunningServer {
  server: Server;
  services: Services;
  url: string;
  /** Whether the database answers now (the front door's health reports, decision 048). */
  healthy(): Promise<boolean>;
  /** Tells `listener` of every change that forgets kept pages (the front door forgets its copies, decision 055). */
  onPagesForgotten(listener: (change: PageChange, generation: number) => void): void;
  /** Counts the listing views the front door answered from its kept pages (decision 031). */
  countDoorViews(views: readonly DoorView[]): void;
  close(): Promise<void>;
}

/** Boots the services and serves the site until close() (or a signal, see server.js). */
export async function start(options: { vite?: ViteDevServer } = {}): Promise<RunningServer> {
  const env = parseEnv();
  const services = await boot({ env });
  // Scheduled jobs (alerts): after the site's own migrations, before the first request.
  const jobs = env.JOBS
    ? await startJobs(services.database, env.DATABASE_URL, {
        cronCheckSeconds: env.JOB_CHECK_SECONDS,
        cronOverride: env.JOB_CRON,
      })
    : null;
  // Pages kept for signed-out visitors are forgotten, and the search index re-reads what
  // changed, in every process when one changes a listing.
  const feed = env.DATABASE_URL ? await startChangeFeed(env.DATABASE_URL) : null;
  // Built in the background, a batch at a time: searches ask the database until it is ready.
  setLiveIndexEnabled(env.SEARCH_INDEX);
  void buildLiveIndex();
  // Listing views are counted in memory and written every few seconds (decision 031).
  startViewCounter(env.VIEW_FLUSH_SECONDS);
  const testHooks = startTestHooks();
  const app = createApp(env, options.vite);
  // Behind the front door (decision 048), on its private socket; else on the public port.
  const socket = env.APP_SOCKET;
  const server = await new Promise<Server>((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve(listening));
    const listening = socket ? app.listen(socket, done) : app.listen(env.PORT, env.HOST, done);
  });
  server.keepAliveTimeout = 65_000;
  // A request's headers must arrive within 20 s and the whole request within 2 minutes (a
  // 15 MB photo over a slow phone line); Node's own default waits 5 minutes.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  // With no proxy in front, one client address may hold only so many connections at once
  // (the front door counts them when there is one).
  if (!env.TRUST_PROXY && !socket) capConnectionsPerAddress(server, env.CONNECTIONS_PER_ADDRESS, env.IPV6_PREFIX_BITS);
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;
  logger.info({ url }, "listening");

  const housekeeping = setInterval(
    () => {
      Promise.all([pruneRateLimits(), sweepAbandonedUploads()]).catch((error) =>
        logger.error({ err: error }, "housekeeping failed"),
      );
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();

  let closing: Promise<void> | undefined;
  return {
    server,
    services,
    url,
    healthy: databaseAnswers,
    onPagesForgotten: (listener) => void pageCache().onForget(listener),
    countDoorViews: (views) => countDoorViews(views, env.IPV6_PREFIX_BITS),
    close() {
      closing ??= (async () => {
        clearInterval(housekeeping);
        testHooks?.close();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), 5_000);
        await stopped;
        clearTimeout(force);
        await stopViewCounter().catch((error) => logger.error({ err: error }, "listing views not written at stop"));
        await options.vite?.close();
        await jobs?.stop().catch((error) => logger.error({ err: error }, "job queue did not stop cleanly"));
        await feed?.stop();
        await services.close();
        logger.info("stopped");
      })();
      return closing;
    },
  };
}

export function createApp(env: Env, vite?: ViteDevServer): express.Express {
  const app = express();
  const loopDelay = watchEventLoopDelay();
  app.disable("x-powered-by");
  // Behind the front door, the door alone connects, and it says who the client is
  // (X-Forwarded-For, by TRUST_PROXY's rule for proxies in front of it) and how it came.
  app.set("trust proxy", env.APP_SOCKET ? true : env.TRUST_PROXY);

  const idle = collectWhenIdle();
  app.use((req, res, next) => {
    idle.seen();
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    // Our own header with the address Express resolved; a client's copy is overwritten.
    // In its one canonical form: an IPv6 client by its network (client-address.js).
    req.headers[CLIENT_IP_HEADER] = clientAddressKey(
      req.ip ?? req.socket.remoteAddress ?? "unknown",
      env.IPV6_PREFIX_BITS,
    );
    next();
  });
  app.use(securityHeaders(Boolean(vite)));
  app.use(refuseUnsupportedMethods);
  app.use(refuseControlCharactersInUrl);
  app.use(malformedPathIsNotFound);
  // Every text response is compressed, however small: the default 1 kB threshold left the
  // page's small script chunks (most are under 1 kB) uncompressed, about 40% more bytes each.
  // A shared page for the front door goes uncompressed: the door compresses it once and
  // answers it again itself (decision 055).
  app.use(
    compression({
      threshold: 0,
      filter: (req, res) =>
        !res.hasHeader("x-page-nonce") && !res.hasHeader("x-page-keep") && compression.filter(req, res),
    }),
  );

  app.get("/healthz", async (_req, res) => {
    const ok = await databaseAnswers();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "unavailable" });
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const client = path.resolve("build/client");
    const assets = path.join(client, "assets");
    app.use("/assets", precompressedAssets(assets, { maxAge: "1y" }));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(client, { maxAge: "1d", index: false }));
  }

  app.get("/media/*key", serveMedia);

  app.use(redirectToCanonicalIds);

  // Not in development: there pages change with the code.
  const cache = env.PAGE_CACHE && !vite ? boundedPageCache(env) : undefined;
  // A signed-out visitor's page that is kept, or being rendered for someone else, is
  // answered before the render queue: it costs no render, so it takes no turn.
  const behindDoor = Boolean(env.APP_SOCKET);
  if (cache) app.use(keptPageAnswers({ pageCache: cache, onAnswered: countUnlessTheDoorDoes, behindDoor }));

  // A form's body is read whole (bounded in size and in time) before the request takes a
  // render turn: a client sending it slowly holds its own connection, not a turn that pages
  // wait for (decision 035).
  app.use(refuseCrossOriginWrites);
  app.use(readFormBodies({ deadlineMs: env.BODY_DEADLINE_SECONDS * 1000 }));

  // Everything below renders a page (documents, .data requests, forms, resource routes):
  // a bounded queue sheds load with a fast 503 (decision 020), at the door when waiting
  // would not end well (decision 038). Static files, photos, kept
  // pages and /healthz above stay outside it, so they answer however busy the pages are.
  const renders = createRenderQueue({
    concurrency: env.RENDER_CONCURRENCY,
    queue: env.RENDER_QUEUE,
    waitMs: env.RENDER_QUEUE_WAIT_MS,
    // Behind the front door its page lane is what admits (decision 055): a request it let in
    // is rendered, not refused here after its hop for a late event loop.
    maxLoopDelayMs: env.APP_SOCKET ? 0 : env.RENDER_SHED_LOOP_DELAY_MS,
    loopDelayMs: loopDelay.read,
    onShed: (refused, reason) => logger.warn({ refused, reason }, "busy: page requests refused"),
  });
  // Photo uploads have their own bounded queue for the image work (media/work-queue.server.ts,
  // a 503 "busy" of its own): in this one they would hold every turn for seconds and make
  // the pages wait behind them.
  app.use((req, res, next) => (isUploadPath(req.path) ? next() : renders.middleware(req, res, next)));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const getLoadContext = (_req: express.Request, res: express.Response) => ({ cspNonce: String(res.locals.cspNonce) });
  // Hindi is the same app under the basename /hi (decision 028): its links, forms and
  // redirects stay under /hi without each one saying so.
  app.all(
    ["/hi", "/hi/{*path}"],
    reactRouterHandler({
      build: async () => ({ ...(await build()), basename: HINDI_BASE }),
      reloadEachRequest: Boolean(vite),
      getLoadContext,
      pageCache: cache,
      onAnswered: countUnlessTheDoorDoes,
      behindDoor,
    }),
  );
  app.all(
    "/{*path}",
    reactRouterHandler({
      build,
      reloadEachRequest: Boolean(vite),
      getLoadContext,
      pageCache: cache,
      onAnswered: countUnlessTheDoorDoes,
      behindDoor,
    }),
  );
  return app;
}

/**
 * Counts a listing view (decision 031), unless the front door asked for a signed-in
 * visitor's page as a signed-out visitor's (decision 055): the door counts that one itself,
 * with the visitor's session, so that an owner's own look is not counted.
 */
function countUnlessTheDoorDoes(request: Request, status: number, context: AppLoadContext): void {
  if (!request.headers.has("x-door-refresh")) countListingView(request, status, context);
}

/** Whether the database answers now: `/healthz` here, or the reports the front door answers it from. */
function databaseAnswers(): Promise<boolean> {
  return pingDatabase().then(
    () => true,
    (error: unknown) => {
      logger.error({ err: error }, "health check failed");
      return false;
    },
  );
}

/** The process's page cache, within the bounds the settings give (PAGE_CACHE_PAGES, PAGE_CACHE_MB). */
function boundedPageCache(env: Env) {
  const cache = pageCache();
  cache.setLimits({ pages: env.PAGE_CACHE_PAGES, bytes: env.PAGE_CACHE_MB * 1024 * 1024 });
  return cache;
}

/**
 * The site is pages and forms: anything but these methods is refused before any route runs;
 * the import API (decision 064) also puts and deletes listings by reference.
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
const API_METHODS = [...ALLOWED_METHODS, "PUT", "DELETE"];

const refuseUnsupportedMethods: express.RequestHandler = (req, res, next) => {
  const allowed = isApiPath(req.path) ? API_METHODS : ALLOWED_METHODS;
  if (allowed.includes(req.method)) return next();
  res.set("Allow", allowed.join(", "));
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return;
  }
  res.status(405).type("text/plain").send("Method not allowed.");
};

/**
 * Browser features the site never uses are switched off for it and for the pages it embeds
 * (maps). Fullscreen stays allowed for our own pages.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "bluetooth=()",
  "camera=()",
  "display-capture=()",
  "fullscreen=(self)",
  // "Near me" on /Search asks for it, on a press, for our own pages only (decision 050).
  "geolocation=(self)",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

function securityHeaders(dev: boolean): express.RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
            // Style attributes only (React's style prop; see docs/decisions/012): <style>
            // elements and stylesheets must come from us. style-src is the fallback for
            // browsers without the -elem/-attr split.
            "style-src": ["'self'", "'unsafe-inline'"],
            "style-src-elem": ["'self'"],
            "style-src-attr": ["'unsafe-inline'"],
            // The map's tiles (listing-core/map-settings.server.ts, MAP_TILES_URL).
            "img-src": ["'self'", "data:", "blob:", tilesOrigin()],
            "font-src": ["'self'"],
            "connect-src": ["'self'"],
            "frame-src": ["https://www.google.com", "https://maps.google.com", "https://www.openstreetmap.org"],
            "object-src": ["'none'"],
            "base-uri": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Sent only over HTTPS (below): browsers ignore it on plain HTTP anyway.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }) as express.RequestHandler;
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // Only over HTTPS (req.secure follows X-Forwarded-Proto from trusted proxies).
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    headers(req, res, next);
  };
}

/**
 * Forms post to our own actions; a browser posting from another site (cross-site request
 * forgery) is refused. Non-browser clients send neither header and are not a CSRF risk.
 */
const refuseCrossOriginWrites: express.RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  let allowed = true;
  if (origin && origin !== "null") {
    try {
      allowed = new URL(origin).host === req.headers.host;
    } catch {
      allowed = false;
    }
  } else if (origin === "null" || site === "cross-site") {
    allowed = false;
  }
  if (allowed) return next();
  // Before pino-http (which logs the pages rendered): the module's own logger.
  logger.warn({ origin, site, url: req.originalUrl }, "cross-origin write refused");
  res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
};
