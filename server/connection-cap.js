// Plain JavaScript (typed by JSDoc): the front door (door.js) and the single process (app.ts) share it.
import { clientAddressKey } from "../app/modules/platform/client-address.js";

/**
 * Closes a new connection at once when its address (an IPv6 client by its network) already
 * holds `limit` open ones: many slow connections from one client cannot use up the server's.
 * @param {import("node:http").Server} server
 * @param {number} limit
 * @param {number} prefixBits
 */
export function capConnectionsPerAddress(server, limit, prefixBits) {
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on("connection", (socket) => {
    const key = clientAddressKey(socket.remoteAddress ?? "unknown", prefixBits);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
