import crypto from "node:crypto";
import { LIFECYCLE } from "#app/config/limits";
import { isListingId } from "#app/modules/listing-core/ids";
import { keyedHash } from "#app/modules/platform/site-secret.server";

/**
 * The "still available" link in the reminder and report e-mails: it renews a listing without
 * signing in. It is signed (nobody can make one), names the listing and the confirmation
 * it was sent for (renewing moves the confirmation, so the link works once) and lapses
 * after LIFECYCLE.renewalLinkDays.
 */
export interface RenewalClaim {
  propertyId: string;
  /** The listing's confirmedAt when the link was made, in milliseconds (0 when it had none). */
  confirmedMs: number;
  expiresMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function sign(payload: string): Promise<string> {
  return keyedHash(`listing-renewal:${payload}`).toString("base64url");
}

export async function renewalToken(
  property: { id: string; confirmedAt: Date | null },
  issuedAt: Date,
): Promise<string> {
  const payload = [
    property.id,
    property.confirmedAt?.getTime() ?? 0,
    issuedAt.getTime() + LIFECYCLE.renewalLinkDays * DAY_MS,
  ].join(".");
  return `${payload}.${await sign(payload)}`;
}

/** The link's path (an e-mail makes it absolute with siteLink). */
export async function renewalPath(property: { id: string; confirmedAt: Date | null }, issuedAt: Date) {
  return `/listing/renew?${new URLSearchParams({ token: await renewalToken(property, issuedAt) })}`;
}

/** What a token claims, when it is one of ours and not past its time; null otherwise. */
export async function readRenewalToken(token: string, at: Date): Promise<RenewalClaim | null> {
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [propertyId = "", confirmed = "", expires = "", signature = ""] = parts;
  if (!isListingId(propertyId) || !/^\d{1,15}$/.test(confirmed) || !/^\d{1,15}$/.test(expires)) return null;
  const expected = Buffer.from(await sign(`${propertyId}.${confirmed}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const claim = { propertyId, confirmedMs: Number(confirmed), expiresMs: Number(expires) };
  return claim.expiresMs > at.getTime() ? claim : null;
}
