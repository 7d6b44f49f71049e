// Plain JavaScript (typed by JSDoc): the front door (server/door.js) reads it unbuilt.
import net from "node:net";

/**
 * The one form of a client's address that limits, views, reports and connection caps key
 * on. An IPv4 address stays as it is (an IPv4-mapped IPv6 one, `::ffff:1.2.3.4`, becomes
 * IPv4); an IPv6 address stands for its network of `prefixBits` leading bits, written in
 * full lowercase groups with the prefix: an Indian mobile carrier gives each phone a /64, so
 * the addresses inside one are one client, however many it uses.
 * @param {string} address
 * @param {number} prefixBits
 * @returns {string}
 */
export function clientAddressKey(address, prefixBits) {
  const bare = address.replace(/%.*$/, ""); // a zone (fe80::1%eth0) names the interface, not the client
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join(".");
  const bits = Math.min(128, Math.max(0, prefixBits));
  const masked = groups.map((group, index) => {
    const keep = Math.min(16, Math.max(0, bits - index * 16));
    return keep === 0 ? 0 : group & ((0xffff << (16 - keep)) & 0xffff);
  });
  return `${masked.map((group) => group.toString(16)).join(":")}/${bits}`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (/** @type {string} */ side) => (side ? side.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => 0), ...right];
}
