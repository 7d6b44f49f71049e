// The one way tests read e-mail: the mailer's outbox (DATA_DIR/outbox, one .json file per
// message, named in the order they were sent), whichever server wrote it (a test's
// services, the end-to-end or HTTP tests' server), and the links in a message. No app
// module is loaded, so that the browser tests' workers can use it too.
import fs from "node:fs/promises";
import path from "node:path";
import type { OutboxEntry } from "#app/modules/mail/mailer.server";

export type { OutboxEntry as SentMail };

/** Every e-mail in an outbox, oldest first; none when there is no outbox yet. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), "utf8")) as OutboxEntry),
  );
}

/** The e-mails in an outbox to one address, oldest first. */
export async function mailsIn(outboxDir: string, address: string): Promise<OutboxEntry[]> {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to === address);
}

/** The one link to this site at `pathname` with a token in an e-mail's plain-text part, as a path and query. */
export function linkIn(mail: OutboxEntry | undefined, pathname: string): string {
  const found = mail?.text.match(new RegExp(`https?://\\S+${pathname}\\?token=\\S+`))?.[0];
  if (!found) throw new Error(`no ${pathname} link in: ${mail?.text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
