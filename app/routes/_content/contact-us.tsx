import { ContactForm } from "#app/components/contact-us/contact-form";
import { MapEmbed } from "#app/components/content/map-embed";
import { MapPin } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { PhoneAndEmail } from "#app/components/phone-and-email";
import { useSite } from "#app/components/root-data";
import { SocialLinks } from "#app/components/social-links";
import { siteAddress } from "#app/config/site";
import { submitContact } from "#app/modules/contact-us/contact-us.server";
import { CONTACT_MESSAGES } from "#app/modules/contact-us/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type ActionResult, sendOrKeep, withKeptInput } from "#app/modules/platform/forms";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("Contact us"),
  msg("Call, write or visit our office in Gomti Nagar, Lucknow. We reply within a working day."),
);

/** The contact form's only door, for this page and the home page alike. */
export async function action({ request }: Route.ActionArgs) {
  // A failure keeps what was typed for the page drawn after it (platform/forms.ts).
  return withKeptInput(request, async () => {
    return submitContact(request);
  });
}

/**
 * A lost connection is a failed send, not a broken page: the form (here or on the home
 * page) shows the old product's message and keeps what was typed, ready to send again.
 */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  sendOrKeep<ActionResult>(serverAction, CONTACT_MESSAGES.failure);

export default function Contact() {
  const site = useSite();
  const { t, locale } = useI18n();
  const address = siteAddress(site, locale);
  const office = `${site.address.line1}, ${site.address.line2}`;
  return (
    <>
      <PageHeader
        title={t("Contact us")}
        lead={t(
          "Call, write or visit our office in Gomti Nagar. Whether you are buying, selling or renting, you will speak to someone who knows the area.",
        )}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-8">
          <ContactPart id="reach-title" title={t("Reach us")}>
            <PhoneAndEmail className="mt-4 space-y-4 text-lg" />
          </ContactPart>
          <ContactPart id="office-title" title={t("Our Lucknow office")}>
            <address className="mt-4 flex gap-3 text-lg not-italic" translate="no">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                {address.line1}
                <br />
                {address.line2}
              </span>
            </address>
            <p className="mt-2 text-slate-600">
              {t("Open Monday to Saturday, 10 am to 7 pm. Site visits on Sundays too.")}
            </p>
          </ContactPart>
          <ContactPart id="social-title" title={t("Follow us")}>
            <SocialLinks className="mt-4" />
          </ContactPart>
        </div>
        <ContactPart
          id="write-title"
          title={t("Write to us")}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <p className="mt-2 mb-6 text-slate-600">
            {t("All four fields are needed so that we can call or write back.")}
          </p>
          <ContactForm />
        </ContactPart>
      </div>
      <ContactPart id="map-title" title={t("Find the office")} className="container-page pb-16">
        <MapEmbed place={office} title={t("Map of our office in Gomti Nagar, Lucknow")} className="mt-4" />
      </ContactPart>
    </>
  );
}

/** A part of the contact page, named by its heading (a landmark screen readers list by that name). */
function ContactPart({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
