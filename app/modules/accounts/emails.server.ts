import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { compose, fill } from "#app/modules/mail/compose";
import type { Email } from "#app/modules/mail/mailer.server";
import { ACCOUNT_EMAILS } from "./messages";

interface Recipient {
  name: string;
  email: string;
}

/** An address on this site, as a link in an e-mail must be: absolute. */
export function siteLink(pathAndQuery: string): string {
  return new URL(pathAndQuery, `${getSite().publicUrl}/`).toString();
}

function accountEmail(
  to: Recipient,
  texts: { subject: string; body: string; action: string; expiry: string; ignore: string },
  url: string,
): Email {
  const site = getSite();
  const values = { name: to.name, email: to.email, brand: brandName(site) };
  return compose({
    to: to.email,
    subject: fill(texts.subject, values),
    greeting: fill(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [fill(texts.body, values)],
    action: { label: texts.action, url },
    notes: [texts.expiry, texts.ignore],
    signature: { brand: brandName(site), url: site.publicUrl },
  });
}

export function resetPasswordEmail(to: Recipient, token: string): Email {
  return accountEmail(to, ACCOUNT_EMAILS.reset, siteLink(`/reset-password?token=${encodeURIComponent(token)}`));
}

/** At sign-up, on "send again", and to the new address when the address changes. */
export function verifyEmailEmail(to: Recipient, token: string): Email {
  return accountEmail(to, ACCOUNT_EMAILS.verify, siteLink(`/verify-email?token=${encodeURIComponent(token)}`));
}

/** After a password change or reset: the owner learns of a change they did not make. */
export function passwordChangedEmail(to: Recipient, how: "changed" | "reset"): Email {
  const site = getSite();
  const texts = ACCOUNT_EMAILS.passwordChanged;
  const values = { name: to.name, email: to.email, brand: brandName(site) };
  return compose({
    to: to.email,
    subject: fill(texts.subject, values),
    greeting: fill(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [fill(texts[how], values), texts.after],
    action: { label: texts.action, url: siteLink("/forgot-password") },
    notes: [texts.ignore],
    signature: { brand: brandName(site), url: site.publicUrl },
  });
}

/** To the old address after the account moved to a new one, with a link that moves it back. */
export function emailChangedEmail(to: Recipient, newEmail: string, undoToken: string): Email {
  const site = getSite();
  const texts = ACCOUNT_EMAILS.emailChanged;
  const values = { name: to.name, email: to.email, newEmail, brand: brandName(site) };
  return compose({
    to: to.email,
    subject: fill(texts.subject, values),
    greeting: fill(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [fill(texts.body, values)],
    action: { label: fill(texts.action, values), url: siteLink(`/undo-email?token=${encodeURIComponent(undoToken)}`) },
    notes: [texts.expiry, texts.ignore],
    signature: { brand: brandName(site), url: site.publicUrl },
  });
}
