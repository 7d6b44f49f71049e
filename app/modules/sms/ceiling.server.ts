import { countInWindow, type Reservation, reserveInWindow } from "#app/modules/db/rate-limits.server";
import { now } from "#app/modules/platform/clock.server";
import { getEnv } from "#app/modules/platform/env.server";
import { logger } from "#app/modules/platform/logger.server";
import { endOfIndiaDay, endOfIndiaHour, indiaDay, indiaHour } from "#app/modules/text/india-day";
import { SMS_CEILING_ALERT_SHARE, type SmsUsage, type SmsWindow } from "./ceiling";

/**
 * The site's ceiling on verification codes sent by SMS (issue 57): each one costs money, and
 * making a site send SMS to numbers one controls is a known fraud ("SMS pumping"), which the
 * limits per number and per client address alone do not stop (thirty accounts on thirty
 * addresses got thirty codes). At most SMS_CODES_PER_HOUR codes in an India clock hour and
 * SMS_CODES_PER_DAY in an India day, whoever asks. Each code takes a place in both before it
 * is sent, each by one atomic statement on the rate-limit counters every process shares
 * (db/rate-limits.server.ts), so requests sent at once stop exactly at the ceiling; a code
 * that could not be sent gives its places back.
 */

export type { SmsUsage, SmsWindow };

interface Window {
  window: SmsWindow;
  bucket: string;
  key: string;
  max: number;
  seconds: number;
  endsAt: Date;
}

function windowsAt(at: Date): Window[] {
  const env = getEnv();
  return [
    {
      window: "hour",
      bucket: "smsCodesHour",
      key: indiaHour(at),
      max: env.SMS_CODES_PER_HOUR,
      seconds: 60 * 60,
      endsAt: endOfIndiaHour(at),
    },
    {
      window: "day",
      bucket: "smsCodesDay",
      key: indiaDay(at),
      max: env.SMS_CODES_PER_DAY,
      seconds: 24 * 60 * 60,
      endsAt: endOfIndiaDay(at),
    },
  ];
}

export type CeilingPlace = { ok: true; release(): Promise<void> } | { ok: false; window: SmsWindow; endsAt: Date };

/** Takes one code's place in this hour and this day, or says which is full and when it ends. */
export async function reserveSmsCode(): Promise<CeilingPlace> {
  const held: Array<Extract<Reservation, { allowed: true }>> = [];
  const release = async () => {
    await Promise.all(held.map((place) => place.release()));
  };
  for (const window of windowsAt(now())) {
    const place = await reserveInWindow(window.bucket, window.key, window.max, window.seconds);
    if (!place.allowed) {
      await release();
      logger.warn({ window: window.window, max: window.max }, "SMS ceiling reached: verification code refused");
      return { ok: false, window: window.window, endsAt: window.endsAt };
    }
    held.push(place);
  }
  return { ok: true, release };
}

/** How many codes this hour and today have sent against their ceilings (the Admin dashboard). */
export async function smsCeilingUsage(): Promise<SmsUsage[]> {
  return Promise.all(
    windowsAt(now()).map(async (window) => {
      const { count } = await countInWindow(window.bucket, window.key, window.seconds);
      return {
        window: window.window,
        used: count,
        max: window.max,
        endsAt: window.endsAt.toISOString(),
        near: count >= window.max * SMS_CEILING_ALERT_SHARE,
        full: count >= window.max,
      };
    }),
  );
}
