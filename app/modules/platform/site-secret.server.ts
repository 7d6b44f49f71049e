import crypto from "node:crypto";
import { started } from "./started";

/**
 * The site's secret (AUTH_SECRET, or the one generated once and kept in the database), set
 * by server/boot.ts as it starts: the key of everything the site signs or hashes so that it
 * cannot be forged or reversed (renewal and unsubscribe links, unlock cookies, mobile codes,
 * client addresses, the shifted point visitors see of a listing). Better Auth signs its
 * sessions with the same secret.
 */
const secret = started<string>("__siteSecret", "The site's secret is not set yet (server/boot.ts sets it).");
export const setSiteSecret = secret.set;

/** HMAC-SHA-256 of `text`, keyed by the site's secret. */
export function keyedHash(text: string): Buffer {
  return crypto.createHmac("sha256", secret.get()).update(text).digest();
}
