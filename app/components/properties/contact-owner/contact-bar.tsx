import { useHref } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PosterWords } from "#app/modules/properties/poster-words";

interface ContactBarProps {
  /** The owner's number in full, or null while it is masked for this viewer. */
  callNumber: string | null;
  /** WhatsApp to the owner, worded by the server; null while the number is masked. */
  whatsAppHref: string | null;
  signedIn: boolean;
  /** This page, for the way back after signing in. */
  here: string;
  /** An Agent's listing names the agent (poster-words.ts, chosen by the page's model). */
  words: PosterWords;
}

/** A brand name, the same in every language. */
const BRAND = "WhatsApp";

const BUTTON =
  "flex min-h-12 flex-1 items-center justify-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-ink hover:bg-slate-50`;

/**
 * Below 768 px, the owner one tap away: Call (or Show number while masked), WhatsApp and
 * Enquire in a bar fixed to the bottom of the screen. On a phone the "Listing Owner"
 * panel comes after the photos and the whole table of facts. Plain links and a plain form
 * (no script of its own, so the page's JavaScript does not grow, and it works without
 * any); app.css pads the page by its height, so it never covers the end of the page. While
 * the number is masked, Call and WhatsApp both reveal it first, as the panel's button does
 * (the same action, counted against the same daily allowance); a visitor signs in first.
 */
export function ContactBar({ callNumber, whatsAppHref, signedIn, here, words }: ContactBarProps) {
  const { t } = useI18n();
  const loginHref = useHref(`/login?${new URLSearchParams({ redirectTo: here })}`);
  const enquire = (
    <a href="#enquiry-title" className={SECONDARY}>
      {t("Enquire")}
    </a>
  );
  return (
    <section
      aria-label={t(words.contact)}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      {callNumber ? (
        <>
          <a href={`tel:+91${callNumber}`} className={PRIMARY}>
            {t("Call")}
          </a>
          {whatsAppHref ? (
            <a href={whatsAppHref} className={SECONDARY} rel="noopener" aria-label={t(words.whatsApp)}>
              {BRAND}
            </a>
          ) : null}
          {enquire}
        </>
      ) : signedIn ? (
        <form method="post" className="flex flex-[2] gap-2">
          <input type="hidden" name="intent" value="reveal" />
          <button type="submit" className={PRIMARY}>
            {t("Show number")}
          </button>
          <button
            type="submit"
            className={SECONDARY}
            aria-label={t("{action}: shows the number first", { action: t(words.whatsApp) })}
          >
            {BRAND}
          </button>
        </form>
      ) : (
        <>
          <a href={loginHref} className={PRIMARY} aria-label={t(words.showNumberSignIn)}>
            {t("Show number")}
          </a>
          <a
            href={loginHref}
            className={SECONDARY}
            aria-label={t("{action}: sign in first", { action: t(words.whatsApp) })}
          >
            {BRAND}
          </a>
        </>
      )}
      {callNumber ? null : enquire}
    </section>
  );
}
