import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { started } from "#app/modules/platform/started";

/** One SMS as the product writes it. */
export interface Sms {
  /** Ten digits, an Indian mobile number as the site keeps it. */
  to: string;
  text: string;
  /** Which of the product's messages this is ("mobile-code"): providers send registered templates. */
  template: string;
  /** The values the template is filled with, for providers that fill it themselves (MSG91). */
  values: Record<string, string>;
}

/** What the outbox keeps of each message (DATA_DIR/sms-outbox, one .json file per SMS). */
export interface SmsOutboxEntry {
  to: string;
  text: string;
  template: string;
  sentAt: string;
}

export interface SmsSender {
  readonly kind: "outbox" | "msg91" | "twilio";
  /** Sends one SMS; rejects when it could not be handed over, so the caller can say so. */
  send(sms: Sms): Promise<void>;
}

export interface SmsOptions {
  provider?: "msg91" | "twilio";
  apiKey?: string;
  sender?: string;
  dltTemplateId?: string;
  /** The provider's API address, when not its public one (a gateway of one's own, the tests). */
  apiUrl?: string;
  outboxDir: string;
  /** How long a provider may take to answer. */
  timeoutMs?: number;
}

/** India's country code before the ten digits, as providers want the number. */
const international = (to: string) => `91${to}`;

/** The provider named by the settings, or the outbox when none is (decision 043). */
export function createSmsSender(options: SmsOptions): SmsSender {
  const timeout = options.timeoutMs ?? 10_000;
  async function post(url: string, init: RequestInit): Promise<void> {
    const response = await fetch(url, { ...init, method: "POST", signal: AbortSignal.timeout(timeout) });
    if (!response.ok) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`SMS provider answered ${response.status}: ${body}`);
    }
  }
  switch (options.provider) {
    case "msg91":
      return {
        kind: "msg91",
        // MSG91's Flow API: the DLT-registered template is filled by MSG91 with the values.
        send: (sms) =>
          post(`${options.apiUrl ?? "https://control.msg91.com"}/api/v5/flow`, {
            headers: { authkey: options.apiKey ?? "", "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({
              template_id: options.dltTemplateId,
              short_url: "0",
              recipients: [{ mobiles: international(sms.to), ...sms.values }],
            }),
          }),
      };
    case "twilio": {
      const [accountSid = "", authToken = ""] = (options.apiKey ?? "").split(":");
      return {
        kind: "twilio",
        send: (sms) =>
          post(`${options.apiUrl ?? "https://api.twilio.com"}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
            headers: {
              authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ To: `+${international(sms.to)}`, From: options.sender ?? "", Body: sms.text }),
          }),
      };
    }
    default:
      return {
        kind: "outbox",
        async send(sms) {
          const entry: SmsOutboxEntry = {
            to: sms.to,
            text: sms.text,
            template: sms.template,
            sentAt: new Date().toISOString(),
          };
          // Named by time first, so a listing of the folder reads oldest to newest; written
          // aside and renamed, so whoever reads the outbox never sees half a message.
          const stamp = entry.sentAt.replace(/[:.]/g, "-");
          const base = path.join(options.outboxDir, `${stamp}-${crypto.randomBytes(4).toString("hex")}`);
          await fsp.mkdir(options.outboxDir, { recursive: true });
          await fsp.writeFile(`${base}.json.part`, JSON.stringify(entry, null, 2));
          await fsp.rename(`${base}.json.part`, `${base}.json`);
        },
      };
  }
}

const sender = started<SmsSender>("__smsSender", "SMS is not configured yet.");
export const setSmsSender = sender.set;
export const getSmsSender = sender.get;
