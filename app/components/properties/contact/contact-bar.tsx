import { Link, useFetcher } from "react-router";
import { Phone } from "#app/components/icons";
import { ownerGreeting, WHATSAPP_MESSAGES, whatsAppHref } from "#app/modules/text/whatsapp";

interface ContactBarProps {
  propertyId: string;
  /** The owner's number in full, or null while it is masked for this viewer. */
  callNumber: string | null;
  signedIn: boolean;
  /** This page, for the way back after signing in. */
  here: string;
  pageUrl: string;
  name: string;
}

const BUTTON =
  "flex min-h-12 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-ink hover:bg-slate-50`;

/**
 * Below 768 px, the owner one tap away: Call (or Show number while masked), WhatsApp and
 * Enquire in a bar fixed to the bottom of the screen. On a phone the "Listing Owner"
 * panel comes after the photos and the whole table of facts. Links and a plain form, so
 * it works before (and without) JavaScript; app.css pads the page by its height, so it
 * never covers the end of the page. While the number is masked, Call and WhatsApp both
 * reveal it first, as the panel's button does (the same form, counted against the same
 * daily allowance); a visitor signs in first.
 */
export function ContactBar({ propertyId, callNumber, signedIn, here, pageUrl, name }: ContactBarProps) {
  // The panel's own reveal: one request, one answer, shown in both places.
  const reveal = useFetcher<{ ok: boolean; message: string }>({ key: `reveal-${propertyId}` });
  const loginHref = `/login?${new URLSearchParams({ redirectTo: here })}`;
  const enquire = (
    <a href="#enquiry-title" className={SECONDARY}>
      Enquire
    </a>
  );
  return (
    <section
      aria-label="Contact the owner"
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      {reveal.data && !reveal.data.ok ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {reveal.data.message}
        </p>
      ) : null}
      {callNumber ? (
        <div className="flex gap-2">
          <a href={`tel:+91${callNumber}`} className={PRIMARY}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            Call
          </a>
          <a href={whatsAppHref(ownerGreeting(name, pageUrl), callNumber)} className={SECONDARY} rel="noopener">
            WhatsApp<span className="sr-only"> the owner</span>
          </a>
          {enquire}
        </div>
      ) : signedIn ? (
        <reveal.Form method="post" className="flex gap-2">
          <input type="hidden" name="intent" value="reveal" />
          <button type="submit" disabled={reveal.state !== "idle"} className={`${PRIMARY} disabled:opacity-70`}>
            Show number
          </button>
          <button
            type="submit"
            disabled={reveal.state !== "idle"}
            className={`${SECONDARY} disabled:opacity-70`}
            aria-label={`${WHATSAPP_MESSAGES.owner}: shows the number first`}
          >
            WhatsApp
          </button>
          {enquire}
        </reveal.Form>
      ) : (
        <div className="flex gap-2">
          <Link to={loginHref} className={PRIMARY} aria-label="Show number: sign in to see the owner's number">
            Show number
          </Link>
          <Link to={loginHref} className={SECONDARY} aria-label={`${WHATSAPP_MESSAGES.owner}: sign in first`}>
            WhatsApp
          </Link>
          {enquire}
        </div>
      )}
    </section>
  );
}
