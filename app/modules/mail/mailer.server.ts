import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { logger } from "#app/modules/platform/logger.server";
import { started } from "#app/modules/platform/started";

/** One e-mail as the product writes it: always an HTML and a plain-text part. */
export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on alert e-mails (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it: a site visit's calendar invite (text/calendar). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What the outbox keeps of each message beside its .eml file, for people and tests. */
export interface OutboxEntry extends Email {
  from: string;
  sentAt: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /**
   * Queues a message and returns at once: a request never waits for the mail server (and a
   * request about an address with an account takes no longer than one without). Failures
   * are logged, never shown to the person who asked.
   */
  send(email: Email): void;
  /** Resolves when every message queued so far has been written or handed to the server. */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox. */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const pending = new Set<Promise<void>>();

  async function deliver(email: Email): Promise<void> {
    const info = await transport.sendMail({ from, ...email });
    if (smtpUrl) return;
    // Name files by time first, so a listing of the folder reads oldest to newest.
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const base = path.join(outboxDir, `${stamp}-${crypto.randomBytes(4).toString("hex")}`);
    const entry: OutboxEntry = { from, ...email, sentAt: new Date().toISOString() };
    await fsp.mkdir(outboxDir, { recursive: true });
    await fsp.writeFile(`${base}.eml`, (info as { message: Buffer }).message);
    // Written aside and renamed: whoever reads the outbox never sees half a message.
    await fsp.writeFile(`${base}.json.part`, JSON.stringify(entry, null, 2));
    await fsp.rename(`${base}.json.part`, `${base}.json`);
  }

  return {
    kind: smtpUrl ? "smtp" : "outbox",
    send(email) {
      const job = deliver(email)
        .catch((error: unknown) => logger.error({ err: error, subject: email.subject }, "e-mail not sent"))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

const mailer = started<Mailer>("__mailer", "E-mail is not configured yet.");
export const setMailer = mailer.set;
export const getMailer = mailer.get;
