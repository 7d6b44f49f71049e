import { useCallback, useState } from "react";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import { PhoneAndEmail } from "#app/components/phone-and-email";
import { SectionHeading } from "#app/components/section-heading";
import { useI18n } from "#app/modules/i18n/use-i18n";

// Most visitors never write: the form's code (fields, checks, sending) comes when one reaches for it.
const ContactForm = hydrateOnInteraction(() =>
  import("#app/components/contact-us/contact-form").then((module) => module.ContactForm),
);

/** The home page's contact form, beside the ways to reach us directly. */
export function ContactSection() {
  const { t } = useI18n();
  // A new key gives a fresh, empty form once a message has gone.
  const [round, setRound] = useState(0);
  const restart = useCallback(() => setRound((value) => value + 1), []);
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-brand-50 py-16">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="contact-title"
            title={t("Send us a message")}
            lead={t(
              "Looking for a plot, a home or an office, or want to sell one? Write to us and we will call you back, usually within a working day.",
            )}
          />
          <PhoneAndEmail className="mt-6 space-y-3 text-slate-800" />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <ContactForm key={round} embedded onDone={restart} />
        </div>
      </div>
    </section>
  );
}
