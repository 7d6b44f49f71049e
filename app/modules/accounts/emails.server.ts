import { AsyncLocalStorage } from "node:async_hooks";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { isLocale, type Locale, pathIn } from "#app/modules/i18n/locale";
import { compose } from "#app/modules/mail/compose";
import type { Email } from "#app/modules/mail/mailer.server";
import { ACCOUNT_EMAILS } from "./words";

interface Recipient {
  name: string;
  email: string;
  /** The language of their e-mails (user.locale, decision 028); English when unknown. */
  locale?: string | null;
}

/** The language of the page a request was made on, while Better Auth answers it. */
const askedIn = new AsyncLocalStorage<Locale>();

/**
 * Runs `fn` (a request Better Auth answers with an e-mail) as asked on a page in `locale`:
 * the e-mail is in the language the person is reading now, whatever their account last read
 * (a new password asked for on a Hindi page comes in Hindi).
 */
export function askedOnPageIn<T>(locale: Locale, fn: () => Promise<T>): Promise<T> {
  return askedIn.run(locale, fn);
}

/** A recipient's language: the page's they asked on, else their account's, else English. */
export function localeOfRecipient(to: { locale?: string | null }): Locale {
  return askedIn.getStore() ?? (isLocale(to.locale) ? to.locale : "en");
}

/** An address on this site, as a link in an e-mail must be: absolute. */
export function siteLink(pathAndQuery: string, locale: Locale = "en"): string {
  return new URL(pathIn(locale, pathAndQuery), `${getSite().publicUrl}/`).toString();
}

function accountEmail(
  to: Recipient,
  texts: { subject: string; body: string; action: string; expiry: string; ignore: string },
  path: string,
): Email {
  const site = getSite();
  const locale = localeOfRecipient(to);
  const { t } = serverTranslator(locale);
  const values = { name: to.name, email: to.email, brand: brandName(site) };
  return compose({
    to: to.email,
    subject: t(texts.subject, values),
    greeting: t(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [t(texts.body, values)],
    action: { label: t(texts.action), url: siteLink(path, locale) },
    notes: [t(texts.expiry), t(texts.ignore)],
    signature: { brand: brandName(site), url: site.publicUrl },
    ...(locale === "en" ? {} : { lang: locale }),
  });
}

/** While the account's sign-ins are paused: a way in for the owner's own browser. */
export function unlockSignInEmail(to: Recipient, token: string): Email {
  return accountEmail(to, ACCOUNT_EMAILS.unlock, `/login/unlock?token=${encodeURIComponent(token)}`);
}

export function resetPasswordEmail(to: Recipient, token: string): Email {
  return accountEmail(to, ACCOUNT_EMAILS.reset, `/reset-password?token=${encodeURIComponent(token)}`);
}

/** At sign-up, on "send again", and to the new address when the address changes. */
export function verifyEmailEmail(to: Recipient, token: string): Email {
  return accountEmail(to, ACCOUNT_EMAILS.verify, `/verify-email?token=${encodeURIComponent(token)}`);
}

/** After a password change or reset: the owner learns of a change they did not make. */
export function passwordChangedEmail(to: Recipient, how: "changed" | "reset"): Email {
  const site = getSite();
  const locale = localeOfRecipient(to);
  const { t } = serverTranslator(locale);
  const texts = ACCOUNT_EMAILS.passwordChanged;
  const values = { name: to.name, email: to.email, brand: brandName(site) };
  return compose({
    to: to.email,
    subject: t(texts.subject, values),
    greeting: t(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [t(texts[how], values), t(texts.after)],
    action: { label: t(texts.action), url: siteLink("/forgot-password", locale) },
    notes: [t(texts.ignore)],
    signature: { brand: brandName(site), url: site.publicUrl },
    ...(locale === "en" ? {} : { lang: locale }),
  });
}

/** To an Owner an Admin made an Agent (properties/trust/broker-signs.server.ts), with the reason. */
export function madeAgentEmail(to: Recipient, reason: string): Email {
  const site = getSite();
  const locale = localeOfRecipient(to);
  const { t } = serverTranslator(locale);
  const texts = ACCOUNT_EMAILS.madeAgent;
  const values = { name: to.name, brand: brandName(site), reason };
  return compose({
    to: to.email,
    subject: t(texts.subject, values),
    greeting: t(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [t(texts.body, values), t(texts.reason, values)],
    action: { label: t(texts.action), url: siteLink("/profile", locale) },
    notes: [t(texts.ignore)],
    signature: { brand: brandName(site), url: site.publicUrl },
    ...(locale === "en" ? {} : { lang: locale }),
  });
}

/** To the old address after the account moved to a new one, with a link that moves it back. */
export function emailChangedEmail(to: Recipient, newEmail: string, undoToken: string): Email {
  const site = getSite();
  const locale = localeOfRecipient(to);
  const { t } = serverTranslator(locale);
  const texts = ACCOUNT_EMAILS.emailChanged;
  const values = { name: to.name, email: to.email, newEmail, brand: brandName(site) };
  return compose({
    to: to.email,
    subject: t(texts.subject, values),
    greeting: t(ACCOUNT_EMAILS.greeting, values),
    paragraphs: [t(texts.body, values)],
    action: {
      label: t(texts.action, values),
      url: siteLink(`/undo-email?token=${encodeURIComponent(undoToken)}`, locale),
    },
    notes: [t(texts.expiry), t(texts.ignore)],
    signature: { brand: brandName(site), url: site.publicUrl },
    ...(locale === "en" ? {} : { lang: locale }),
  });
}
