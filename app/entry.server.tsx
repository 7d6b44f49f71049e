import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "#app/components/nonce";
import { applyCacheControl } from "#app/modules/platform/cache-control.server";
import { logger } from "#app/modules/platform/logger.server";
import { modulesAfterFirstPaint } from "#app/modules/platform/module-preloads.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Never move a finished section out of line: that needs JavaScript to put it back.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // The whole page at once, for people and crawlers alike: loaders have already run,
        // and the only suspense is code-split sections, which must be in the HTML inline
        // (a streamed section would need JavaScript to be put in place).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applyCacheControl(request, responseStatusCode, responseHeaders);
          pipe(modulesAfterFirstPaint()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, url: request.url }, "render failed");
        },
      },
    );
  });
}

/** Loader data for client-side navigations follows the same cache policy as the pages. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyCacheControl(request, response.status, response.headers);
  return response;
}

/** Errors from loaders and actions: logged with the request, shown to the user as a calm page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, method: request.method, url: request.url }, "request failed");
}
