// The one way tests read SMS: the outbox (DATA_DIR/sms-outbox, one .json file per message,
// named in the order they were sent), whichever server wrote it. No app module is loaded, so
// that the browser tests' workers can use it too.
import fs from "node:fs/promises";
import path from "node:path";
import type { SmsOutboxEntry } from "#app/modules/sms/sms.server";

export type { SmsOutboxEntry as SentSms };

/** The SMS in an outbox to one ten-digit number, oldest first; none when there is no outbox yet. */
export async function smsTo(outboxDir: string, mobileNumber: string): Promise<SmsOutboxEntry[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith(".json")).sort();
  const all = await Promise.all(
    files.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), "utf8")) as SmsOutboxEntry),
  );
  return all.filter((sms) => sms.to === mobileNumber);
}

/** The one-time code in an SMS (its first run of six digits). */
export function codeIn(sms: SmsOutboxEntry | undefined): string {
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in: ${sms?.text}`);
  return code;
}

/** The code in the newest SMS to this number. */
export async function latestCode(outboxDir: string, mobileNumber: string): Promise<string> {
  return codeIn((await smsTo(outboxDir, mobileNumber)).at(-1));
}

/**
 * Proves an account's mobile number as a person does on the settings page: asks for a code,
 * reads it from the server's SMS outbox, types it back. `send` posts a form to
 * /profile/settings as the signed-in person, by whatever client the test uses.
 */
export async function proveMobile(
  send: (form: Record<string, string>) => Promise<unknown>,
  outboxDir: string,
  mobileNumber: string,
): Promise<void> {
  const before = (await smsTo(outboxDir, mobileNumber)).length;
  await send({ intent: "mobile-code" });
  const sms = (await smsTo(outboxDir, mobileNumber))[before];
  await send({ intent: "mobile-verify", code: codeIn(sms) });
}
