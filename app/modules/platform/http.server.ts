import { data } from "react-router";

/** Throws a response with the given status when the condition fails (a missing row becomes a 404). */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: { status: number } = { status: 400 },
): asserts condition {
  if (!condition) throw data({ message }, init);
}

export function notFound(message = "We could not find that page."): never {
  throw data({ message }, { status: 404 });
}

/**
 * The client's address, as the Express server saw it. The server puts it in a header
 * of its own that it overwrites on every request, so a client cannot forge it.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
