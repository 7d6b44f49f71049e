/** The body was larger than allowed; reading stopped there. */
export class BodyTooLargeError extends Error {}

/**
 * Reads a request body into memory, refusing it as soon as it passes `limit` bytes: a
 * declared Content-Length over the limit is refused before reading anything, and a body
 * without one (chunked) is cut off at the limit instead of being buffered whole.
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
