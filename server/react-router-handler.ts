import type express from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createRequestHandler as createReactRouterHandler } from "react-router";
import { closeAfterDrain, formBodyOf, streamBody } from "./request-body";

/**
 * Serves React Router from Express, as @react-router/express does, with one difference: the
 * request body. A form's body was already read, within its limit, by readFormBodies
 * (request-body.ts); any other body is streamed with a backstop, and a route that stops
 * reading early never destroys the connection under its own answer: the rest of the body
 * is drained before the connection closes (closeAfterDrain).
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext;
}): express.RequestHandler {
  const handle = createReactRouterHandler(options.build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const request = toRequest(req, res);
      const response = await handle(request, options.getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
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
