import { Link, useFetcher } from "react-router";
import { verifyMobileHref } from "#app/components/account/verify-mobile-link";
import { FormMessage } from "#app/components/form-answer";
import { UserRound } from "#app/components/icons";
import { MobileVerifiedBadge } from "#app/components/properties/trust-badges";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PosterWords } from "#app/modules/properties/poster-words";
import { CONTACT_OWNER_MESSAGES } from "#app/modules/properties/words";
import { NOT_PROVIDED } from "#app/modules/text/format";
import { WHATSAPP_MESSAGES } from "#app/modules/text/whatsapp";

interface OwnerContactProps {
  propertyId: string;
  owner: {
    name: string;
    email: string;
    mobileNumber: string;
    role: string;
    mobileVerified?: boolean;
    messagesOnly?: boolean;
  } | null;
  /** The viewer posted it: no visit to book, no number to ask for. */
  mine: boolean;
  /** The words around the poster: an owner's, or an agent's (poster-words.ts, chosen by the page's model). */
  words: PosterWords;
  /** The listing's own contact number, as the viewer may see it ("Call 98390 12345" or masked). */
  phone: string | null;
  /** The listing's contact number in full, or null while masked. */
  callNumber: string | null;
  full: boolean;
  signedIn: boolean;
  live: boolean;
  /** Where this page is, for the way back after signing in. */
  here: string;
  /** "Share on WhatsApp", worded by the server (text/whatsapp.ts); null while not live. */
  shareHref: string | null;
  /** WhatsApp to the owner, once the number may be seen (worded by the server). */
  ownerWhatsAppHref: string | null;
  name: string;
}

const ACTION = "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold";

/**
 * The "Listing Owner" panel ("Listing Agent" for an Agent's listing, and its words speak of
 * the agent: poster-words.ts). Until a signed-in person chooses to see them, the mobile is
 * masked (+91 98XXX XX210) and the e-mail is not sent at all; the server decides which.
 */
export function OwnerContact({
  propertyId,
  owner,
  phone,
  callNumber,
  full,
  signedIn,
  live,
  here,
  shareHref,
  ownerWhatsAppHref,
  name,
  mine,
  words,
}: OwnerContactProps) {
  const reveal = useFetcher<{ ok: boolean; message: string; nextStep?: "verify-mobile" }>({
    key: `reveal-${propertyId}`,
  });
  const ownerNumber = full ? owner?.mobileNumber : null;
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="owner-title"
      className="rounded-2xl border border-slate-200 p-6 shadow-sm"
      data-testid="owner-panel"
    >
      <h2 id="owner-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <UserRound aria-hidden="true" className="size-5" />
        {t(words.panelTitle)}
      </h2>
      {owner ? (
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="text-sm text-slate-600">{t("Name")}</dt>
            <dd className="font-semibold text-ink" translate={owner.name ? "no" : undefined}>
              {owner.name || t(NOT_PROVIDED)}
            </dd>
          </div>
          {full ? (
            <div>
              <dt className="text-sm text-slate-600">{t("Email")}</dt>
              <dd className="font-medium break-all">
                {owner.email ? (
                  <a href={`mailto:${owner.email}`} className="text-brand-700 hover:underline">
                    {owner.email}
                  </a>
                ) : (
                  t(NOT_PROVIDED)
                )}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm text-slate-600">{t("Mobile")}</dt>
            <dd className="font-medium" data-testid="owner-mobile" translate="no">
              {ownerNumber ? (
                <a href={`tel:+91${ownerNumber}`} className="text-brand-700 hover:underline">
                  {ownerNumber}
                </a>
              ) : (
                owner.mobileNumber || t(NOT_PROVIDED)
              )}
            </dd>
            {owner.mobileVerified ? (
              <dd>
                <MobileVerifiedBadge />
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("Role")}</dt>
            <dd className="font-medium">{owner.role ? t(owner.role) : t(NOT_PROVIDED)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-4 text-slate-600">{t("Owner details not available.")}</p>
      )}
      <div className="mt-6 flex flex-col gap-2">
        {full ? (
          <>
            {callNumber ? (
              <a href={`tel:+91${callNumber}`} className={`${ACTION} bg-brand-700 text-white hover:bg-brand-800`}>
                {t("Call {phone}", { phone: phone ?? "" })}
              </a>
            ) : null}
            {owner?.email ? (
              <a
                href={`mailto:${owner.email}?subject=${encodeURIComponent(t("About {name}", { name }))}`}
                className={`${ACTION} border border-slate-300 hover:bg-slate-50`}
              >
                {t(words.email)}
              </a>
            ) : null}
            {ownerWhatsAppHref ? <WhatsAppAction href={ownerWhatsAppHref}>{t(words.whatsApp)}</WhatsAppAction> : null}
          </>
        ) : live && owner?.messagesOnly ? (
          <p className="text-slate-700" data-testid="messages-only">
            {t(words.messagesOnly)}
          </p>
        ) : live && signedIn ? (
          <reveal.Form method="post">
            <input type="hidden" name="intent" value="reveal" />
            <button
              type="submit"
              disabled={reveal.state !== "idle"}
              className={`${ACTION} w-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70`}
            >
              {t(CONTACT_OWNER_MESSAGES.show)}
            </button>
          </reveal.Form>
        ) : live ? (
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: here })}`}
            className={`${ACTION} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t(words.signInToSee)}
          </Link>
        ) : null}
        {reveal.data && !reveal.data.ok ? <FormMessage message={t(reveal.data.message)} tone="error" /> : null}
        {reveal.data?.nextStep === "verify-mobile" ? (
          // The settings page brings the person back here once the number is verified.
          <Link to={verifyMobileHref(here)} className="font-semibold text-brand-700 underline">
            {t(CONTACT_OWNER_MESSAGES.verifyMobile)}
          </Link>
        ) : null}
        {live && !mine ? (
          <Link
            to={`/messages/book?${new URLSearchParams({ listing: propertyId })}`}
            className={`${ACTION} border border-slate-300 hover:bg-slate-50`}
          >
            {t(CONTACT_OWNER_MESSAGES.bookVisit)}
          </Link>
        ) : mine ? (
          <Link to="/profile/visit-hours" className="font-semibold text-brand-700 underline">
            {t(CONTACT_OWNER_MESSAGES.visitHours)}
          </Link>
        ) : null}
        {shareHref ? <WhatsAppAction href={shareHref}>{t(WHATSAPP_MESSAGES.share)}</WhatsAppAction> : null}
      </div>
    </section>
  );
}

/** A chat opened in WhatsApp, beside the page rather than instead of it. */
function WhatsAppAction({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className={`${ACTION} border border-slate-300 hover:bg-slate-50`} rel="noopener" target="_blank">
      {children}
    </a>
  );
}
