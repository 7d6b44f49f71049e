import type { IncomingMessage } from "node:http";
import type express from "express";
import { BODY_REFUSALS, bodyBytesFor, isApiPath, isUploadPath } from "#app/config/body-limits.js";
import { LIMITS } from "#app/config/limits";
import { logger } from "#app/modules/platform/logger.server";
import { endAfterDrain } from "./end-after-drain.js";

/**
 * Request bodies, read before any route sees them. Forms (every route but the photo upload)
 * are small: they are read here, counting bytes as they arrive, and refused with 413 past
 * LIMITS.formBodyBytes, so no action ever parses a body of unbounded size. The photo upload
 * streams its body to the route, which applies its own larger limit (read-body.server.ts);
 * the stream here only stops it past a backstop.
 */

/** What the server says when it refuses a request body; plain text, as no page is rendered. */
export const BODY_MESSAGES = {
  tooLarge: BODY_REFUSALS.tooLarge,
  unsupportedType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  notJson: "Send the listing as application/json.",
  malformed: "The form data could not be read.",
  tooSlow: BODY_REFUSALS.tooSlow,
  controlCharacters: "The request contains characters that are not allowed (such as NUL).",
} as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export { isUploadPath };

/** The route's own limit (read-body.server.ts) answers first with its message; this only backs it up. */
const UPLOAD_BACKSTOP_BYTES = LIMITS.imageBytes + 64 * 1024;

/** The bytes of a form the middleware read, for the React Router handler (react-router-handler.ts). */
export function formBodyOf(res: express.Response): Buffer | undefined {
  const body = res.locals.formBody;
  return Buffer.isBuffer(body) ? body : undefined;
}

function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers["content-length"];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || (declaredLength(req) ?? 0) > 0;
}

/**
 * Reads every form body (up to the limit) before React Router runs, and before the request
 * takes a render turn: refuses it with 413 when it is declared or turns out larger, with
 * 415 when it is not a form, with 400 when a multipart body cannot be parsed (instead of
 * letting an action fail with a 500), and with 408 when it has not all arrived `deadlineMs`
 * after the request began (a slow sender holds only its own connection).
 */
export function readFormBodies({ deadlineMs }: { deadlineMs: number }): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // The upload route checks the declared length itself, after the sign-in, with its own message.
    if (isUploadPath(req.path)) return next();
    // The import API takes JSON, a listing at a time (decision 064); its route parses it.
    const api = isApiPath(req.path);
    const limit = bodyBytesFor(req.path);
    if ((declaredLength(req) ?? 0) > limit) return refuse(req, res, 413, BODY_MESSAGES.tooLarge);
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (api && type !== "application/json" && hasBody(req)) return refuse(req, res, 415, BODY_MESSAGES.notJson);
    if (!api && !FORM_TYPES.includes(type)) {
      if (hasBody(req)) return refuse(req, res, 415, BODY_MESSAGES.unsupportedType);
      // No body and no type (a bare POST): an empty form, which every action can read.
      req.headers["content-type"] = "application/x-www-form-urlencoded";
    }
    let body: Buffer | "too large" | "too slow";
    try {
      body = await readAtMost(req, limit, deadlineMs);
    } catch (error) {
      // The client went away mid-body: nobody is left to answer.
      logger.info({ err: error, url: req.originalUrl }, "request body aborted");
      res.destroy();
      return;
    }
    if (body === "too large") return refuse(req, res, 413, BODY_MESSAGES.tooLarge);
    if (body === "too slow") return refuseSlow(req, res);
    let texts: string[];
    if (api) {
      // JSON escapes control characters; the route refuses them in the values it reads.
      texts = [];
    } else if (type === "multipart/form-data") {
      try {
        const form = await new Response(new Uint8Array(body), {
          headers: { "content-type": String(req.headers["content-type"]) },
        }).formData();
        texts = [...form].flatMap(([name, value]) => (typeof value === "string" ? [name, value] : [name]));
      } catch {
        return refuse(req, res, 400, BODY_MESSAGES.malformed);
      }
    } else {
      texts = [...new URLSearchParams(body.toString("utf8"))].flat();
    }
    if (texts.some(hasControlCharacters)) return refuse(req, res, 400, BODY_MESSAGES.controlCharacters);
    res.locals.formBody = body;
    next();
  };
}

/** NUL and the other control characters no text the site reads may hold (tab and line breaks may). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * Refuses, with 400 and before any route, a query that holds a control character once
 * decoded (a NUL in a reset or undo token, a search): no loader or action reads one. A path
 * with one names no page and gets the site's 404 from its route.
 */
export const refuseControlCharactersInUrl: express.RequestHandler = (req, res, next) => {
  const query = req.url.indexOf("?");
  if (query < 0 || !/%[01][0-9a-f]|%7f/i.test(req.url.slice(query))) return next();
  if (![...new URLSearchParams(req.url.slice(query + 1))].flat().some(hasControlCharacters)) return next();
  res.status(400).type("text/plain").set("Cache-Control", "no-store").send(BODY_MESSAGES.controlCharacters);
};

/** The whole body; "too large" as soon as it passes `limit` bytes, "too slow" past the deadline. */
function readAtMost(
  req: IncomingMessage,
  limit: number,
  deadlineMs: number,
): Promise<Buffer | "too large" | "too slow"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      cleanup();
      resolve("too slow");
    }, deadlineMs);
    const cleanup = () => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve("too large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error("request closed before its body ended"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/** A body that did not arrive in time: 408 and the connection closed, nothing more read. */
function refuseSlow(req: IncomingMessage, res: express.Response): void {
  logger.warn({ status: 408, url: req.url }, "request body too slow");
  const message = BODY_MESSAGES.tooSlow;
  res
    .status(408)
    .set(refusalHeaders(message))
    .end(message, () => req.socket.destroy());
}

/** A refusal's headers: its plain message, never kept, and the connection closed after it. */
function refusalHeaders(message: string) {
  return {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(message)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
}

/**
 * Answers a request whose body we will not read: status and message at once, then the
 * rest of the body is read and thrown away before the connection closes. Closing with
 * unread bytes would reset the connection, and a client still sending (or one that sends
 * the whole body before reading) would never see the answer.
 */
export function refuse(req: IncomingMessage, res: express.Response, status: number, message: string): void {
  if (res.headersSent) {
    closeAfterDrain(req, res);
    return;
  }
  res.status(status).set(refusalHeaders(message));
  logger.warn({ status, url: req.url }, "request body refused");
  res.write(message);
  closeAfterDrain(req, res);
}

/**
 * Ends the response once the request body has arrived, read and discarded within its bounds
 * (end-after-drain.js), after letting go of any body stream no route read any further.
 */
export function closeAfterDrain(req: IncomingMessage, res: express.Response): void {
  streamsOf.get(req)?.();
  endAfterDrain(req, res);
}

/** Detaches a request's body stream (streamBody) from it. */
const streamsOf = new WeakMap<IncomingMessage, () => void>();

/**
 * The body of a request React Router reads itself (the photo upload), as a web stream with
 * backpressure. Past `limit` bytes it errors and the request is refused here; when the
 * route stops reading early (its own limit), the rest is left for closeAfterDrain instead
 * of destroying the connection under the answer.
 */
export function streamBody(req: IncomingMessage, res: express.Response): ReadableStream<Uint8Array> {
  let size = 0;
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size > UPLOAD_BACKSTOP_BYTES) {
            cleanup();
            controller.error(new Error("request body too large"));
            refuse(req, res, 413, BODY_MESSAGES.tooLarge);
            return;
          }
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        const onEnd = () => {
          cleanup();
          controller.close();
        };
        const onError = (error: Error) => {
          cleanup();
          controller.error(error);
        };
        cleanup = () => {
          req.off("data", onData);
          req.off("end", onEnd);
          req.off("error", onError);
          req.pause();
        };
        req.on("data", onData);
        req.on("end", onEnd);
        req.on("error", onError);
        req.pause();
        streamsOf.set(req, () => {
          cleanup();
          try {
            controller.error(new Error("the request was answered before its body was read"));
          } catch {
            // Already closed or errored.
          }
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        cleanup();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
}
