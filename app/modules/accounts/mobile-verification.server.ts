import crypto from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { getDb, type Transaction } from "#app/modules/db/db.server";
import { isUniqueViolation } from "#app/modules/db/errors.server";
import { hitRateLimit } from "#app/modules/db/rate-limits.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msgPlural } from "#app/modules/i18n/translate";
import { now } from "#app/modules/platform/clock.server";
import { clientIp } from "#app/modules/platform/http.server";
import { logger } from "#app/modules/platform/logger.server";
import { keyedHash } from "#app/modules/platform/site-secret.server";
import { type CeilingPlace, reserveSmsCode } from "#app/modules/sms/ceiling.server";
import { getSmsSender } from "#app/modules/sms/sms.server";
import { mobileCodes, user } from "#db/schema";
import { type AccountSet, writeAccounts } from "./account-store.server";
import { MOBILE_MESSAGES } from "./words";

/** The rules of the one-time codes that prove a mobile number (decision 043). */
export const MOBILE_CODE = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  /** Wrong tries one code allows; the next try finds it ended. */
  triesPerCode: 5,
} as const;

export type MobileOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): MobileOutcome => ({ ok: false, status, message });

/** A code's hash: keyed by the site's secret, tied to its account and number, salted per code. */
async function hashCode(salt: string, userId: string, mobileNumber: string, code: string): Promise<string> {
  return keyedHash(`mobile-code:${salt}:${userId}:${mobileNumber}:${code}`).toString("hex");
}

/** Another account holds this number verified: one number belongs to one account. */
async function verifiedElsewhere(userId: string, mobileNumber: string): Promise<boolean> {
  const [other] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.mobileNumber, mobileNumber), isNotNull(user.mobileVerifiedAt), ne(user.id, userId)))
    .limit(1);
  return Boolean(other);
}

/**
 * Sends a new code by SMS to the account's mobile number. Asking again ends the codes sent
 * before; a few codes an hour per number and per client address (an SMS costs money, and
 * someone else's number must not be flooded).
 */
export async function sendMobileCode(request: Request, userId: string): Promise<MobileOutcome> {
  const [account] = await getDb()
    .select({ mobileNumber: user.mobileNumber, verifiedAt: user.mobileVerifiedAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return refuse(404, MOBILE_MESSAGES.codeExpired);
  const mobileNumber = account.mobileNumber;
  if (!/^\d{10}$/.test(mobileNumber)) return refuse(400, MOBILE_MESSAGES.noNumber);
  if (account.verifiedAt) return refuse(400, MOBILE_MESSAGES.alreadyVerified);
  // Counted first: asking is also how one would learn which numbers have accounts.
  const [byNumber, byAddress] = await Promise.all([
    hitRateLimit("mobileCodeNumber", mobileNumber),
    hitRateLimit("mobileCodeAddress", clientIp(request)),
  ]);
  if (!byNumber.allowed || !byAddress.allowed) return refuse(429, MOBILE_MESSAGES.tooManyCodes);
  if (await verifiedElsewhere(userId, mobileNumber)) return refuse(409, MOBILE_MESSAGES.takenByAnother);
  // The site's hourly and daily ceiling, whoever asks: the place is taken before the SMS goes.
  const place = await reserveSmsCode();
  if (!place.ok) return refuse(429, ceilingMessage(place, request));

  const code = String(crypto.randomInt(0, 10 ** MOBILE_CODE.digits)).padStart(MOBILE_CODE.digits, "0");
  const salt = crypto.randomBytes(16).toString("hex");
  const at = now();
  const codeHash = await hashCode(salt, userId, mobileNumber, code);
  await getDb().transaction(async (tx) => {
    await tx
      .update(mobileCodes)
      .set({ endedAt: at })
      .where(and(eq(mobileCodes.userId, userId), isNull(mobileCodes.endedAt)));
    await tx.insert(mobileCodes).values({
      userId,
      mobileNumber,
      codeHash,
      salt,
      expiresAt: new Date(at.getTime() + MOBILE_CODE.lifetimeSeconds * 1000),
      createdAt: at,
    });
  });
  const { t } = serverTranslator(localeOf(request));
  try {
    await getSmsSender().send({
      to: mobileNumber,
      template: "mobile-code",
      text: t(MOBILE_MESSAGES.sms, { code, brand: brandName(getSite()) }),
      values: { otp: code },
    });
  } catch (error) {
    logger.error({ err: error }, "SMS not sent");
    // Not sent, not paid for: its place under the ceiling goes back.
    await place.release();
    return refuse(502, MOBILE_MESSAGES.smsFailed);
  }
  return { ok: true, message: t(MOBILE_MESSAGES.codeSent, { mobile: `+91 ${mobileNumber}` }) };
}

const MINUTES = msgPlural({ one: "{count} minute", other: "{count} minutes" });

/** Why the site sends no code now, and when it will again, in the page's language. */
function ceilingMessage(full: Extract<CeilingPlace, { ok: false }>, request: Request): string {
  const { t, plural } = serverTranslator(localeOf(request));
  if (full.window === "day") return t(MOBILE_MESSAGES.ceilingDay);
  const minutes = Math.max(1, Math.ceil((full.endsAt.getTime() - now().getTime()) / 60_000));
  return t(MOBILE_MESSAGES.ceilingHour, { wait: plural(minutes, MINUTES) });
}

/**
 * Checks a typed code against the account's newest open code. Each try is reserved before
 * it is compared (an atomic count, so tries sent at once cannot pass the bound); the code
 * ends when it matches, at its last wrong try, or when it expires; a match verifies the
 * number the code was sent to, if it is still the account's.
 */
export async function confirmMobileCode(request: Request, userId: string, typed: string): Promise<MobileOutcome> {
  const code = typed.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${MOBILE_CODE.digits}}$`).test(code)) return refuse(400, MOBILE_MESSAGES.codeFormat);
  const at = now();
  const [open] = await getDb()
    .select()
    .from(mobileCodes)
    .where(and(eq(mobileCodes.userId, userId), isNull(mobileCodes.endedAt), gt(mobileCodes.expiresAt, at)))
    .orderBy(desc(mobileCodes.createdAt))
    .limit(1);
  if (!open) return refuse(400, MOBILE_MESSAGES.codeExpired);
  const [reserved] = await getDb()
    .update(mobileCodes)
    .set({ tries: sql`${mobileCodes.tries} + 1` })
    .where(
      and(
        eq(mobileCodes.id, open.id),
        isNull(mobileCodes.endedAt),
        sql`${mobileCodes.tries} < ${MOBILE_CODE.triesPerCode}`,
      ),
    )
    .returning({ tries: mobileCodes.tries });
  if (!reserved) return refuse(400, MOBILE_MESSAGES.codeLocked);

  const expected = Buffer.from(open.codeHash, "hex");
  const given = Buffer.from(await hashCode(open.salt, userId, open.mobileNumber, code), "hex");
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    const left = MOBILE_CODE.triesPerCode - reserved.tries;
    if (left <= 0) {
      await getDb().update(mobileCodes).set({ endedAt: at }).where(eq(mobileCodes.id, open.id));
      return refuse(400, MOBILE_MESSAGES.codeLocked);
    }
    const { plural } = serverTranslator(localeOf(request));
    return refuse(400, plural(left, MOBILE_MESSAGES.codeWrong));
  }

  try {
    // The number is verified, and its listings' pages say so, in one transaction.
    const verified = await writeAccounts(async ({ tx, update }) => {
      // Single use: only the request that ends the code goes on.
      const [ended] = await tx
        .update(mobileCodes)
        .set({ endedAt: at })
        .where(and(eq(mobileCodes.id, open.id), isNull(mobileCodes.endedAt)))
        .returning({ id: mobileCodes.id });
      if (!ended) return false;
      // Still the number the code was sent to.
      return Boolean(
        await update(userId, { mobileVerifiedAt: at, updatedAt: at }, eq(user.mobileNumber, open.mobileNumber)),
      );
    });
    if (!verified) return refuse(400, MOBILE_MESSAGES.codeExpired);
  } catch (error) {
    // Another account verified the same number a moment before (the unique index).
    if (isUniqueViolation(error)) return refuse(409, MOBILE_MESSAGES.takenByAnother);
    throw error;
  }
  return { ok: true, message: MOBILE_MESSAGES.verified };
}

/**
 * What changing an account's mobile number does to its proof, inside the change's
 * transaction: codes sent to the old number end, and the new number is not verified (what
 * the change's own update of the account sets, returned).
 */
export async function forgetMobileProof(tx: Transaction, userId: string, at: Date): Promise<AccountSet> {
  await tx
    .update(mobileCodes)
    .set({ endedAt: at })
    .where(and(eq(mobileCodes.userId, userId), isNull(mobileCodes.endedAt)));
  return { mobileVerifiedAt: null };
}
