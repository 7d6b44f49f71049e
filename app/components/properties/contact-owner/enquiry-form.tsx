import { Link, useFetcher, useLocation } from "react-router";
import { EmailField, NameField } from "#app/components/account/person-fields";
import { verifyMobileHref } from "#app/components/account/verify-mobile-link";
import { FormMessage } from "#app/components/form-answer";
import { SubmitButton, TextArea, TextField } from "#app/components/forms";
import { Honeypot } from "#app/components/honeypot";
import { useCheckedForm } from "#app/components/use-checked-form";
import { CONTACT_LIMITS } from "#app/modules/contact-us/limits";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PosterWords } from "#app/modules/properties/poster-words";
import { CONTACT_OWNER_MESSAGES } from "#app/modules/properties/words";

interface EnquiryFormProps {
  propertyId: string;
  /** A signed-in sender's details, filled in for them. */
  me: { name: string; email: string; mobileNumber: string; mobileVerified: boolean } | null;
  /** Who reads it: an Agent's listing asks the agent (poster-words.ts, chosen by the page's model). */
  words: PosterWords;
}

/**
 * "Ask the owner" ("Ask the agent"): the contact form's fields and checks, sent to this
 * listing's poster, from a signed-in sender whose mobile number is verified (decision 043);
 * anyone else is shown the step that lets them.
 */
export function EnquiryForm({ propertyId, me, words }: EnquiryFormProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (!me?.mobileVerified) {
    const signIn = `/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`;
    return (
      <EnquirySection
        title={t(words.ask)}
        lead={
          me ? t("Verify your mobile number to send an enquiry: we send a code to it by SMS.") : t(words.signInLead)
        }
      >
        <Link
          to={me ? verifyMobileHref(`${pathname}${search}`) : signIn}
          className="button-primary mt-4 inline-flex px-4 py-2"
        >
          {me ? t(CONTACT_OWNER_MESSAGES.verifyMobile) : t(words.signInToAsk)}
        </Link>
      </EnquirySection>
    );
  }
  return <VerifiedEnquiryForm propertyId={propertyId} me={me} words={words} />;
}

/** "Ask the owner" with its lead, around the form or the step that leads to it. */
function EnquirySection({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="enquiry-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <h2 id="enquiry-title" className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      {children}
    </section>
  );
}

function VerifiedEnquiryForm({
  propertyId,
  me,
  words,
}: {
  propertyId: string;
  me: NonNullable<EnquiryFormProps["me"]>;
  words: PosterWords;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string; field?: string }>({ key: `enquiry-${propertyId}` });
  const form = useCheckedForm(() => import("#app/modules/contact-us/schema").then((m) => m.ContactSchema), {
    fetcher: fetcher as never,
  });
  const { result, invalid } = form;
  const { t } = useI18n();
  return (
    <EnquirySection title={t(words.ask)} lead={t(words.sendLead)}>
      <fetcher.Form
        method="post"
        {...form.formProps}
        className="relative mt-4 space-y-3"
        aria-labelledby="enquiry-title"
      >
        <input type="hidden" name="intent" value="enquire" />
        <NameField label={t("Name")} maxLength={CONTACT_LIMITS.name} defaultValue={me.name} invalid={invalid("name")} />
        {/* The verified number goes with the enquiry; it is changed (and verified again) in the settings. */}
        <TextField
          label={t("Mobile number (verified)")}
          name="mobileNumber"
          type="tel"
          readOnly
          defaultValue={me.mobileNumber}
          invalid={invalid("mobileNumber")}
        />
        <EmailField maxLength={CONTACT_LIMITS.email} defaultValue={me.email} invalid={invalid("email")} />
        <TextArea
          label={t("Message")}
          name="message"
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={t("Hello, I am interested in this property. Please contact me.")}
          required
          invalid={invalid("message")}
        />
        <Honeypot />
        <FormMessage
          message={result?.message ? t(result.message) : undefined}
          tone={result?.ok ? "success" : "error"}
        />
        <SubmitButton busy={form.busy} busyLabel={t("Sending...")}>
          {t("Send enquiry")}
        </SubmitButton>
      </fetcher.Form>
    </EnquirySection>
  );
}
