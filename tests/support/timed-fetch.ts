/** A GET and how long its whole answer took to arrive: status, Retry-After, body, milliseconds. */
export async function timedFetch(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body,
    ms: performance.now() - started,
  };
}
