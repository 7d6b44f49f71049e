// Kept pages at the front door (decision 055): a signed-out page that the site keeps
// (decision 024) is answered by the door itself, from its own copy, without passing the
// request to the site: no hop over the socket and no turn of the site's thread. The site
// says which of its answers are kept copies, for how much longer they are fresh and what
// they show (`X-Page-Keep`); it tells the door of every change that forgets pages over its
// IPC channel, with the count of changes it had then, so a page overtaken by a change on
// its way here is not kept. Plain JavaScript, read unbuilt, as door.js.
import crypto from "node:crypto";
import zlib from "node:zlib";

/** Headers a kept page does not repeat: they belong to one transfer, or to one answer. */
const UNKEPT = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "set-cookie",
  "x-request-id",
  "strict-transport-security",
  "x-page-keep",
  "x-page-nonce",
  "x-page-cache",
  "content-security-policy",
]);

/** The listing page, English or Hindi, document or data: its answers are views (decision 031). */
const LISTING_PAGE = /^(?:\/hi)?\/listing-detail(?:\.data)?\/?$/i;

/** What the view count reads of a request besides its address (view-filter.ts). */
const VIEW_HEADERS = ["user-agent", "referer", "sec-purpose", "purpose", "x-purpose", "x-moz"];

// CRC-32 of a page with each answer's nonce in it, without reading the page again: the CRC
// of two strings joined is the first's CRC moved past the second's length, xor the
// second's (zlib's crc32_combine). "Moved past n bytes" is a 32×32 bit matrix: the ones for
// 1, 2, 4, … 2^31 bytes are made once, and n's bits pick which to apply.

/**
 * @param {number[]} matrix
 * @param {number} vector
 */
function gf2Times(matrix, vector) {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i] ?? 0;
  return sum >>> 0;
}

/** @param {number[]} matrix */
const gf2Square = (matrix) => matrix.map((column) => gf2Times(matrix, column));

/** The matrices that move a CRC past 2^k bytes, k = 0 … 31. */
const PAST_POWERS_OF_TWO = (() => {
  // One zero bit: the CRC polynomial's step.
  let matrix = [0xedb88320];
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) matrix.push(row >>> 0);
  // Eight bits: one byte.
  for (let i = 0; i < 3; i++) matrix = gf2Square(matrix);
  const powers = [matrix];
  for (let k = 1; k < 32; k++) powers.push(gf2Square(/** @type {number[]} */ (powers[k - 1])));
  return powers;
})();

/**
 * The CRC-32 of `a` then `b`, from theirs and the length of `b`.
 * @param {number} crcA
 * @param {number} crcB
 * @param {number} lengthB
 */
export function crcJoined(crcA, crcB, lengthB) {
  let crc = crcA >>> 0;
  for (let k = 0, left = lengthB; left > 0; k++, left = Math.floor(left / 2)) {
    if (left % 2) crc = gf2Times(/** @type {number[]} */ (PAST_POWERS_OF_TWO[k]), crc);
  }
  return (crc ^ crcB) >>> 0;
}

const NONCE_BYTES = 16;
const NONCE_LENGTH = Buffer.from(crypto.randomBytes(NONCE_BYTES).toString("base64")).length;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block of a deflate stream: empty, stored. */
const DEFLATE_END = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block's header for the nonce: not the last, its length and the length's complement. */
const NONCE_BLOCK = Buffer.from([0x00, NONCE_LENGTH, 0x00, ~NONCE_LENGTH & 0xff, 0xff]);

/**
 * A page's body cut where the nonce goes, answered with a fresh nonce each time: as it is,
 * or gzip-compressed, each piece compressed once (ending byte-aligned, with no reference
 * back across the cut) and the nonce put between them as a stored block.
 * @param {Buffer} body
 * @param {string | undefined} placeholder
 */
function cutAt(body, placeholder) {
  /** @type {Buffer[]} */
  const pieces = [];
  if (placeholder) {
    const mark = Buffer.from(placeholder);
    let from = 0;
    for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, from)) {
      pieces.push(body.subarray(from, at));
      from = at + mark.length;
    }
    pieces.push(body.subarray(from));
  } else pieces.push(body);
  return pieces;
}

/**
 * @typedef {object} DoorPage
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {string | undefined} policy the Content-Security-Policy, with the placeholder for the nonce
 * @property {string | undefined} placeholder
 * @property {Buffer[]} pieces the body, cut where the nonce goes
 * @property {number} length the body's length with a nonce in each place
 * @property {{ parts: Buffer[]; crcs: number[] } | undefined} gzip each piece deflated, and its CRC, once asked for
 * @property {readonly string[]} tags
 * @property {number} expiresAt
 * @property {number} bytes
 * @property {string | undefined} key where it is kept, once it is
 * @property {boolean} signedIn whether a signed-in visitor may be answered with it too (the site said so)
 */

/**
 * A page as the site answered it to the door: its status, headers and whole body.
 * @param {number} status
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {DoorPage}
 */
export function pageOf(status, headers, body) {
  const placeholder = typeof headers["x-page-nonce"] === "string" ? headers["x-page-nonce"] : undefined;
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) if (!UNKEPT.has(name) && value !== undefined) kept[name] = value;
  const pieces = cutAt(body, placeholder);
  const policy = headers["content-security-policy"];
  return {
    status,
    headers: kept,
    policy: typeof policy === "string" ? policy : undefined,
    placeholder,
    pieces,
    length: body.length - (pieces.length - 1) * ((placeholder?.length ?? 0) - NONCE_LENGTH),
    gzip: undefined,
    tags: [],
    expiresAt: 0,
    bytes: body.length,
    key: undefined,
    signedIn: false,
  };
}

/** @param {DoorPage} page */
function gzipOf(page) {
  if (!page.gzip) {
    const parts = page.pieces.map((piece) =>
      zlib.deflateRawSync(piece, { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 6 }),
    );
    page.gzip = { parts, crcs: page.pieces.map((piece) => zlib.crc32(piece)) };
    page.bytes += parts.reduce((sum, part) => sum + part.length, 0);
  }
  return page.gzip;
}

/** @param {string | string[] | undefined} accepted */
function takesGzip(accepted) {
  const value = String(accepted ?? "").toLowerCase();
  return /(?:^|,)\s*gzip\s*(?:,|$|;\s*q=(?!0(?:\.0*)?\s*(?:,|$)))/.test(value);
}

/**
 * Answers with `page`, a fresh nonce in each of its places and in its policy.
 * @param {DoorPage} page
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ https: boolean; outcome: string; personal?: boolean }} how `personal`: a signed-in
 *   visitor's answer: private, and marked (Server-Timing) so the page fetches this person's
 *   data once it has hydrated (decision 055)
 */
export function answerWith(page, req, res, { https, outcome, personal = false }) {
  const nonce = crypto.randomBytes(NONCE_BYTES).toString("base64");
  const nonceBytes = Buffer.from(nonce);
  const gzip = req.method === "GET" && page.length > 0 && takesGzip(req.headers["accept-encoding"]);
  /** @type {Buffer[]} */
  let chunks;
  if (gzip) {
    const { parts, crcs } = gzipOf(page);
    const nonceCrc = zlib.crc32(nonceBytes);
    chunks = [GZIP_HEADER];
    let crc = crcs[0] ?? 0;
    parts.forEach((part, i) => {
      if (i > 0) {
        chunks.push(NONCE_BLOCK, nonceBytes);
        crc = crcJoined(crc, nonceCrc, NONCE_LENGTH);
        crc = crcJoined(crc, crcs[i] ?? 0, page.pieces[i]?.length ?? 0);
      }
      chunks.push(part);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(page.length % 2 ** 32, 4);
    chunks.push(DEFLATE_END, trailer);
  } else {
    chunks = [];
    page.pieces.forEach((piece, i) => {
      if (i > 0) chunks.push(nonceBytes);
      chunks.push(piece);
    });
  }
  /** @type {import("node:http").OutgoingHttpHeaders} */
  const headers = {
    ...page.headers,
    date: new Date().toUTCString(),
    "x-page-cache": outcome,
    "content-length": chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    vary: "Accept-Encoding",
  };
  if (gzip) headers["content-encoding"] = "gzip";
  if (page.policy)
    headers["content-security-policy"] = page.placeholder
      ? page.policy.replaceAll(page.placeholder, nonce)
      : page.policy;
  if (https) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  if (personal) {
    headers["cache-control"] = "private, no-store";
    headers["server-timing"] = "personal";
  }
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

/**
 * What `X-Page-Keep` says: how many more milliseconds the page is fresh, the site's count
 * of changes when it was kept, and its tags.
 * @param {string | string[] | undefined} header
 */
export function keepOf(header) {
  if (typeof header !== "string") return undefined;
  const fresh = Number(/(?:^|;\s*)fresh=(\d+)/.exec(header)?.[1]);
  const generation = Number(/(?:^|;\s*)generation=(\d+)/.exec(header)?.[1]);
  const tags = (/(?:^|;\s*)tags=([^;]*)/.exec(header)?.[1] ?? "").split(" ").filter(Boolean);
  if (!Number.isFinite(fresh) || !Number.isFinite(generation)) return undefined;
  return { fresh, generation, tags, signedIn: /(?:^|;\s*)signed-in\s*(?:;|$)/.test(header) };
}

/**
 * The pages the door keeps, by address, within `maxBytes` (oldest first out); each until
 * its freshness is up or a change the site tells of forgets it.
 * @param {{ maxBytes: number; now?: () => number }} options
 */
export function doorPages({ maxBytes, now = Date.now }) {
  /** @type {Map<string, DoorPage>} */
  const pages = new Map();
  let bytes = 0;
  /** The site's generation of the last change to each tag, and to every page. */
  /** @type {Map<string, number>} */
  const changedAt = new Map();
  let everythingAt = 0;
  /** Addresses the site said a signed-in visitor may get the shared copy of (last said). */
  /** @type {Set<string>} */
  const forSignedIn = new Set();

  /** @param {string} key */
  const drop = (key) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  };

  return {
    /**
     * The kept page at this address, while fresh.
     * @param {string} key
     */
    find(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt > now()) return page;
      drop(key);
      return undefined;
    },
    /**
     * Keeps `page` when the site said it is its kept copy and no change it told of since
     * touches it.
     * @param {string} key
     * @param {DoorPage} page
     * @param {ReturnType<typeof keepOf>} keep
     */
    offer(key, page, keep) {
      if (keep) {
        forSignedIn.delete(key);
        if (keep.signedIn && page.status === 200) forSignedIn.add(key);
        if (forSignedIn.size > 10_000) forSignedIn.delete(forSignedIn.values().next().value ?? "");
      }
      if (!keep || keep.fresh <= 0 || page.bytes > maxBytes / 4) return;
      if (everythingAt > keep.generation) return;
      if (keep.tags.some((tag) => (changedAt.get(tag) ?? 0) > keep.generation)) return;
      drop(key);
      page.tags = keep.tags;
      page.signedIn = keep.signedIn;
      page.key = key;
      page.expiresAt = now() + keep.fresh;
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /**
     * Answers with a page (kept or not); a kept page's gzip form, made on its first such
     * answer, counts toward the bound from then on.
     * @param {DoorPage} page
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {{ https: boolean; outcome: string; personal?: boolean }} how
     */
    answer(page, req, res, how) {
      const before = page.bytes;
      answerWith(page, req, res, how);
      if (page.bytes === before || !page.key || pages.get(page.key) !== page) return;
      bytes += page.bytes - before;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /**
     * Forgets what a change touches, as the site's cache did (page-cache.server.ts).
     * @param {{ tags?: string[]; everyPage?: boolean } | "all"} change
     * @param {number} generation
     */
    forget(change, generation) {
      if (change === "all" || change?.everyPage) {
        everythingAt = Math.max(everythingAt, generation);
        for (const key of [...pages.keys()]) drop(key);
        return;
      }
      const tags = Array.isArray(change?.tags) ? change.tags.map(String) : [];
      for (const tag of tags) changedAt.set(tag, Math.max(changedAt.get(tag) ?? 0, generation));
      for (const [key, page] of pages) if (page.tags.some((tag) => tags.includes(tag))) drop(key);
      // Bounded: past 10,000 tags, the door forgets them and treats every page as changed then.
      if (changedAt.size > 10_000) {
        everythingAt = Math.max(everythingAt, ...changedAt.values());
        changedAt.clear();
      }
    },
    /**
     * Whether the site last said a signed-in visitor may get this address's shared copy:
     * the door then asks for it as a signed-out visitor would, once its copy is out of date.
     * @param {string} key
     */
    sharedWithSignedIn(key) {
      return forSignedIn.has(key);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Listing views answered at the door, told to the site once a second (its view count,
 * decision 031, sees them as its own answers). One entry per distinct client and page a
 * second: the site counts a client's look at a listing once a day anyway.
 * @param {(views: Array<{ url: string; address: string; headers: Record<string, string> }>) => void} tell
 */
export function doorViews(tell) {
  /** @type {Map<string, { url: string; address: string; headers: Record<string, string> }>} */
  let pending = new Map();
  const timer = setInterval(() => {
    if (pending.size === 0) return;
    const views = [...pending.values()];
    pending = new Map();
    tell(views);
  }, 1000);
  timer.unref();
  return {
    /**
     * @param {string} url
     * @param {string} address
     * @param {import("node:http").IncomingHttpHeaders} requestHeaders
     * @param {boolean} [signedIn] a signed-in visitor: the site reads the session (an owner's and an Admin's looks are no views)
     */
    seen(url, address, requestHeaders, signedIn = false) {
      const path = url.split("?")[0] ?? "";
      if (!LISTING_PAGE.test(path) || pending.size >= 10_000) return;
      /** @type {Record<string, string>} */
      const headers = {};
      if (signedIn && typeof requestHeaders.cookie === "string") headers.cookie = requestHeaders.cookie.slice(0, 4096);
      for (const name of VIEW_HEADERS) {
        const value = requestHeaders[name];
        if (typeof value === "string") headers[name] = value.slice(0, 512);
      }
      const key = `${address}\n${url}\n${JSON.stringify(headers)}`;
      if (!pending.has(key)) pending.set(key, { url, address, headers });
    },
    stop() {
      clearInterval(timer);
    },
  };
}
