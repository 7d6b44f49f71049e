import dns from "node:dns";
import https from "node:https";
import net from "node:net";
import { LIMITS } from "#app/config/limits";
import { msg } from "#app/modules/i18n/translate";
import { IMAGE_MESSAGES, ImageRejectedError } from "./process-image.server";

/**
 * A photo fetched by its address (bulk imports name photos by URL), or a poster's nightly
 * feed (`fetchPublic` with the feed's words and bound), safely: `https` only;
 * the address every name resolves to, at the first request and after every redirect, must
 * be a public one (no loopback, private, link-local, metadata, unique-local or mapped
 * equivalents), and the connection goes to the address checked, never to a second lookup
 * (DNS rebinding); at most a few redirects; the body cut off past the kind's limit; each
 * fetch bounded in time. What comes back is only bytes: the caller checks them by content
 * (a photo as any upload is, images.server.ts saveUpload; a feed as a file sent on the
 * import page is).
 */

export const FETCH_MESSAGES = {
  notHttps: msg("The photo's address must begin with https://."),
  badAddress: msg("The photo's address is not a valid web address."),
  privateAddress: msg("The photo's address points inside a private network, which we do not fetch from."),
  tooManyRedirects: msg("The photo's address redirected too many times."),
  failed: msg("The photo could not be fetched: the server answered {status}."),
  unreachable: msg("The photo's server could not be reached."),
  tooSlow: msg("The photo's server took longer than {seconds} seconds to answer."),
} as const;

/**
 * The ranges no photo is fetched from: IPv4 and IPv6, their mapped and translated forms
 * included. Two lists: a BlockList matches an IPv4 address against IPv6 rules as its mapped
 * form, so ::ffff:0:0/96 in the same list would refuse every IPv4 address.
 */
function blockedRanges(): { v4: net.BlockList; v6: net.BlockList } {
  const v4 = new net.BlockList();
  const v6 = new net.BlockList();
  for (const [address, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ] as const)
    v4.addSubnet(address, prefix, "ipv4");
  for (const [address, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["::ffff:0:0", 96],
    ["64:ff9b::", 96],
    ["64:ff9b:1::", 48],
    ["100::", 64],
    ["2001:db8::", 32],
    ["2002::", 16],
    ["fc00::", 7],
    ["fe80::", 10],
    ["fec0::", 10],
    ["ff00::", 8],
  ] as const)
    v6.addSubnet(address, prefix, "ipv6");
  return { v4, v6 };
}

const BLOCKED = blockedRanges();

/** An IPv6 address that carries an IPv4 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d): the IPv4 one. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether the site may fetch from an address: public ones only. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 4) return !BLOCKED.v4.check(address, "ipv4");
  const inner = embeddedIpv4(address);
  if (inner) return !BLOCKED.v4.check(inner, "ipv4");
  return !BLOCKED.v6.check(address, "ipv6");
}

export interface PhotoFetchPolicy {
  timeoutMs: number;
  redirects: number;
  /**
   * Which resolved addresses may be fetched from: public ones. Integration tests replace it
   * (setPhotoFetchPolicy) to reach a test server on loopback, as setPostingLimits does for
   * the posting limits; the site never does.
   */
  allows: (address: string, port: number) => boolean;
  /** Extra certificate authorities (a test server's own); none in the site. */
  ca?: string;
}

const DEFAULT_POLICY: PhotoFetchPolicy = { timeoutMs: 15_000, redirects: 3, allows: isPublicAddress };
let policy: PhotoFetchPolicy = DEFAULT_POLICY;

/** The policy every fetch for a user follows (photos, feeds): which addresses, how long. */
export const photoFetchPolicy = (): PhotoFetchPolicy => policy;

/** Replaces the policy (integration tests only); no argument restores the site's. */
export function setPhotoFetchPolicy(override?: Partial<PhotoFetchPolicy>): void {
  policy = { ...DEFAULT_POLICY, ...override };
}

/** A refused photo address: its message is worded by the page that shows it (key and values). */
export class PhotoFetchError extends ImageRejectedError {}

/** A refused fetch of another kind (a poster's feed): its message's key and values, worded where shown. */
export class FetchRefusedError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, number> = {},
  ) {
    super(key);
    this.name = "FetchRefusedError";
  }
}

/**
 * What a fetch for a user brings: its refusals' words (the photo's, the feed's), the most
 * bytes it may have, what it asks for, and the error its refusals are.
 */
export interface FetchedKind {
  messages: Record<keyof typeof FETCH_MESSAGES, string>;
  maxBytes: number;
  accept: string;
  userAgent: string;
  refuse: (key: string, values?: Record<string, number>) => Error;
  tooLarge: () => Error;
}

const PHOTO: FetchedKind = {
  messages: FETCH_MESSAGES,
  maxBytes: LIMITS.imageBytes,
  accept: "image/*",
  userAgent: "AwadhEstates-photo-import",
  refuse: (key, values) => new PhotoFetchError(key, values),
  tooLarge: () => new PhotoFetchError(IMAGE_MESSAGES.tooLarge, { mb: LIMITS.imageBytes / 1024 / 1024 }),
};

function parseAddress(text: string, kind: FetchedKind): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw kind.refuse(kind.messages.badAddress);
  }
  if (url.protocol !== "https:") throw kind.refuse(kind.messages.notHttps);
  if (url.username || url.password) throw kind.refuse(kind.messages.badAddress);
  return url;
}

export type Target = { address: string; family: number };

/**
 * The address to connect to for an https URL: an IP written in it, or the name's addresses,
 * every one allowed by `allows` (a name with one public and one private address could be
 * steered to the private one); or why not. Shared by every fetch the site makes for its
 * users (photos by address, leads to a CRM).
 */
export async function publicTarget(
  url: URL,
  allows: (address: string, port: number) => boolean,
): Promise<Target | "unreachable" | "private"> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = Number(url.port || 443);
  const literal = net.isIP(host);
  const found = literal
    ? [{ address: host, family: literal }]
    : await dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (found.length === 0) return "unreachable";
  if (!found.every((entry) => allows(entry.address, port))) return "private";
  return found[0] as Target;
}

/** A lookup that answers the address checked, whatever the name resolves to now (DNS rebinding). */
export function pinnedLookup(target: Target): https.RequestOptions["lookup"] {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: Target[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

async function checkedAddress(url: URL, kind: FetchedKind): Promise<Target> {
  const target = await publicTarget(url, policy.allows);
  if (target === "unreachable") throw kind.refuse(kind.messages.unreachable);
  if (target === "private") throw kind.refuse(kind.messages.privateAddress);
  return target;
}

type Answer = { redirect: string } | { body: Buffer };

/** One request to a checked address; the body read up to the kind's limit. */
function requestOnce(url: URL, target: Target, signal: AbortSignal, kind: FetchedKind): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      {
        signal,
        ca: policy.ca,
        headers: { accept: kind.accept, "user-agent": kind.userAgent },
        // The connection goes to the address checked above, whatever the name resolves to now.
        lookup: pinnedLookup(target),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(kind.refuse(kind.messages.failed, { status }));
          return;
        }
        if (Number(response.headers["content-length"] ?? 0) > kind.maxBytes) {
          response.destroy();
          reject(kind.tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > kind.maxBytes) {
            response.destroy();
            reject(kind.tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ body: Buffer.concat(chunks, size) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/**
 * The bytes of the photo at `address`, or a PhotoFetchError (ImageRejectedError) saying why
 * not. The whole fetch, redirects included, is bounded by the policy's time.
 */
export function fetchPhoto(address: string): Promise<Buffer> {
  return fetchPublic(address, PHOTO);
}

/**
 * The bytes at `address`, fetched as the kind says (a photo, a poster's feed), or the kind's
 * error saying why not. The whole fetch, redirects included, is bounded by the policy's time;
 * every redirect's address is checked as the first one was.
 */
export async function fetchPublic(address: string, kind: FetchedKind): Promise<Buffer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = parseAddress(address, kind);
  for (let hop = 0; hop <= policy.redirects; hop++) {
    const target = await checkedAddress(url, kind);
    let answer: Answer;
    try {
      answer = await requestOnce(url, target, signal, kind);
    } catch (error) {
      if (error instanceof ImageRejectedError || error instanceof FetchRefusedError) throw error;
      if (signal.aborted) throw kind.refuse(kind.messages.tooSlow, { seconds: policy.timeoutMs / 1000 });
      throw kind.refuse(kind.messages.unreachable);
    }
    if ("body" in answer) return answer.body;
    url = parseAddress(new URL(answer.redirect, url).toString(), kind);
  }
  throw kind.refuse(kind.messages.tooManyRedirects);
}
