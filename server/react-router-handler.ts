import type express from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createRequestHandler as createReactRouterHandler } from "react-router";
import { isSharedPage, sharedWithSignedIn } from "#app/modules/platform/cache-control.server";
import {
  type CachedPage,
  NONCE_PLACEHOLDER,
  type PageCache,
  type PageOutcome,
  pageKey,
  tagsOf,
} from "#app/modules/platform/page-cache.server";
import { closeAfterDrain, formBodyOf, streamBody } from "./request-body";

/**
 * Serves React Router from Express, as @react-router/express does, with one difference: the
 * request body. A form's body was already read, within its limit, by readFormBodies
 * (request-body.ts); any other body is streamed with a backstop, and a route that stops
 * reading early never destroys the connection under its own answer: the rest of the body
 * is drained before the connection closes (closeAfterDrain).
 */
export function reactRouterHandler(options: {
  build: () => Promise<ServerBuild>;
  /** Load the build again for every request (development: the code changes under it). */
  reloadEachRequest?: boolean;
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext;
  /** Serve signed-out visitors' pages from this cache (page-cache.server.ts); none: render each. */
  pageCache?: PageCache;
  /** Told of every answer, rendered or kept, once it is sent (the listing views' count). */
  onAnswered?: (request: Request, status: number, context: AppLoadContext) => void;
  /** Behind the front door, which keeps shared pages too (decision 055): see `sendPage`. */
  behindDoor?: boolean;
}): express.RequestHandler {
  const handle = options.reloadEachRequest
    ? createReactRouterHandler(options.build, process.env.NODE_ENV)
    : handlerOfOneBuild(options.build);
  return async (req, res, next) => {
    try {
      const request = requestOf(req, res);
      const context = options.getLoadContext(req, res);
      if (options.pageCache && isSharedPage(request)) {
        const url = new URL(request.url);
        const { page, outcome } = await options.pageCache.get(pageKey(url), async () => {
          // Rendered for everyone who asks: no cookie, no client to abort it, a placeholder nonce.
          const response = await handle(sharedRequest(request), { ...context, cspNonce: NONCE_PLACEHOLDER });
          // A copy: the kept page must own its bytes (a view on the response's memory was seen
          // overwritten by a later answer).
          const body = Buffer.from(new Uint8Array(await response.arrayBuffer()));
          const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase()));
          return { status: response.status, headers, body, tags: tagsOf(url, response.status) };
        });
        answerWithKept(res, { page, outcome }, request, context, options);
        return;
      }
      const response = await handle(request, context);
      await send(req, res, response);
      options.onAnswered?.(request, response.status, context);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Answers a signed-out visitor's page from the page cache when that costs no render: a kept
 * page still fresh, or a render already running for someone else. Put before the render
 * queue (render-queue.server.ts), so that such answers take no turn: when a crowd arrived at
 * a page not yet kept, the 199 who waited for the first one's render filled the queue, and
 * the rest were refused with a 503 although one render would serve them all. Stale pages and
 * misses go on through the queue to `reactRouterHandler`, which renders them.
 */
export function keptPageAnswers(options: {
  pageCache: PageCache;
  onAnswered?: OnAnswered;
  behindDoor?: boolean;
}): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET") return next();
    const request = requestOf(req, res);
    if (!isSharedPage(request)) return next();
    const ready = options.pageCache.ready(pageKey(new URL(request.url)));
    if (!ready) return next();
    let answer: Awaited<typeof ready>;
    try {
      answer = await ready;
    } catch {
      // The render it waited for failed: this request renders through the queue, as a miss.
      return next();
    }
    if (res.destroyed) return;
    answerWithKept(res, answer, request, { cspNonce: String(res.locals.cspNonce) }, options);
  };
}

type OnAnswered = (request: Request, status: number, context: AppLoadContext) => void;

/** Sends a kept page (or one rendered for everyone) with this response's nonce, then tells `onAnswered`. */
function answerWithKept(
  res: express.Response,
  { page, outcome }: { page: CachedPage; outcome: PageOutcome },
  request: Request,
  context: AppLoadContext,
  { onAnswered, behindDoor, pageCache }: { onAnswered?: OnAnswered; behindDoor?: boolean; pageCache?: PageCache },
): void {
  if (behindDoor) sendToDoor(res, page, outcome, String(context.cspNonce), pageCache, new URL(request.url));
  else sendPage(res, page, outcome, String(context.cspNonce));
  onAnswered?.(request, page.status, context);
}

/**
 * The Fetch request of an Express request, made once per response: `keptPageAnswers` makes it
 * before the render queue and the handler after it reuses it (its abort signal included).
 */
function requestOf(req: express.Request, res: express.Response): Request {
  res.locals.fetchRequest ??= toRequest(req, res);
  return res.locals.fetchRequest as Request;
}

/**
 * React Router's handler for a build loaded once. Given a function, React Router derives
 * its routes again for every request; given the build itself, once.
 */
function handlerOfOneBuild(load: () => Promise<ServerBuild>) {
  let handler: Promise<ReturnType<typeof createReactRouterHandler>> | undefined;
  return async (request: Request, context: AppLoadContext) => {
    handler ??= load().then((build) => createReactRouterHandler(build, process.env.NODE_ENV));
    return (await handler)(request, context);
  };
}

/** Headers a kept page does not repeat: they describe one transfer, or one person. */
const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "date"]);

/** The same page request without what ties it to one client (cookies, the abort signal). */
function sharedRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return new Request(request.url, { method: "GET", headers });
}

function sendPage(res: express.Response, page: CachedPage, outcome: PageOutcome, nonce: string): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("X-Page-Cache", outcome);
  const html = /text\/html/i.test(res.getHeader("content-type")?.toString() ?? "");
  res.end(html ? withNonce(page, nonce) : page.body);
}

/**
 * A shared page as the front door takes it (decision 055): the bytes as kept, the
 * placeholder where the nonce goes in the page and in its Content-Security-Policy
 * (`X-Page-Nonce` names it; the door puts each answer's own nonce there), and, when this
 * copy is the kept one, how long it stays fresh, what it shows and the cache's generation
 * (`X-Page-Keep`): the door answers it again itself until then, or until a change it is
 * told of over its channel forgets it. Sent uncompressed: the door compresses it once.
 * Only the door can reach the site's socket, so these headers reach no one else.
 */
function sendToDoor(
  res: express.Response,
  page: CachedPage,
  outcome: PageOutcome,
  nonce: string,
  cache: PageCache | undefined,
  url: URL,
): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("X-Page-Cache", outcome);
  const html = /text\/html/i.test(res.getHeader("content-type")?.toString() ?? "");
  if (html) {
    res.setHeader("X-Page-Nonce", NONCE_PLACEHOLDER);
    const policy = res.getHeader("content-security-policy")?.toString();
    if (policy)
      res.setHeader("Content-Security-Policy", policy.replaceAll(`'nonce-${nonce}'`, `'nonce-${NONCE_PLACEHOLDER}'`));
  }
  if (page.kept && cache) {
    const { tags, generation } = page.kept;
    // "signed-in": the door may answer a signed-in visitor with it too (sharedWithSignedIn).
    const signedIn = html && page.status === 200 && sharedWithSignedIn(url) ? "; signed-in" : "";
    res.setHeader(
      "X-Page-Keep",
      `fresh=${cache.freshFor(page.kept)}; generation=${generation}; tags=${tags.join(" ")}${signedIn}`,
    );
  }
  res.end(page.body);
}

/** A kept page's bytes around its nonce placeholders, split once per page (not decoded and re-encoded per request). */
const pieces = new WeakMap<CachedPage, Buffer[]>();
const PLACEHOLDER = Buffer.from(NONCE_PLACEHOLDER);

function withNonce(page: CachedPage, nonce: string): Buffer {
  let parts = pieces.get(page);
  if (!parts) {
    parts = [];
    let from = 0;
    for (let at = page.body.indexOf(PLACEHOLDER); at !== -1; at = page.body.indexOf(PLACEHOLDER, from)) {
      parts.push(page.body.subarray(from, at));
      from = at + PLACEHOLDER.length;
    }
    parts.push(page.body.subarray(from));
    pieces.set(page, parts);
  }
  const value = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
}

function toRequest(req: express.Request, res: express.Response): Request {
  // req.hostname and req.protocol follow X-Forwarded-* only from trusted proxies (trust proxy).
  const port = req.host.match(/:(\d+)$/)?.[1];
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const form = formBodyOf(res);
    if (form) {
      init.body = new Uint8Array(form);
      headers.delete("transfer-encoding");
      headers.set("content-length", String(form.length));
    } else {
      init.body = streamBody(req, res);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

async function send(req: express.Request, res: express.Response, response: Response): Promise<void> {
  if (res.headersSent || res.writableEnded || res.destroyed) {
    // Already answered (a body refused mid-stream), or the client left.
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  // An answer given before the whole body arrived (a refusal) closes the connection after it.
  const unread = !req.complete;
  if (unread) res.setHeader("Connection", "close");
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (res.destroyed) {
          await reader.cancel().catch(() => {});
          return;
        }
        if (!res.write(value))
          await new Promise<void>((resolve) => {
            const resume = () => {
              res.off("drain", resume);
              res.off("close", resume);
              resolve();
            };
            res.on("drain", resume);
            res.on("close", resume);
          });
      }
    } catch (error) {
      if (res.destroyed) return;
      throw error;
    }
  }
  if (unread) closeAfterDrain(req, res);
  else res.end();
}
