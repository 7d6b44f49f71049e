import { useState } from "react";
import { Form, PrefetchPageLinks, useFetcher, useHref } from "react-router";
import { EmailField, MobileNumberField, NameField } from "#app/components/account/person-fields";
import { FormMessage, messageTone } from "#app/components/form-answer";
import { SubmitButton, TextArea } from "#app/components/forms";
import { Honeypot } from "#app/components/honeypot";
import { useCheckedForm } from "#app/components/use-checked-form";
import { TIMING } from "#app/config/limits";
import { CONTACT_LIMITS } from "#app/modules/contact-us/limits";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ActionResult } from "#app/modules/platform/forms";

interface ContactFormProps {
  /**
   * On the home page the form posts to /contact through a fetcher and stays in place
   * (without JavaScript it is a plain post to /contact, which shows the result). On
   * /contact it is an ordinary form whose success leads to the home page after 2 s.
   */
  embedded?: boolean;
  /** Embedded form: called 2 s after a successful send, to start a fresh form. */
  onDone?: () => void;
}

export function ContactForm({ embedded = false, onDone }: ContactFormProps) {
  const { t } = useI18n();
  // The home page in the page's language, for the refresh without JavaScript (docs/i18n.md).
  const home = useHref("/");
  const fetcher = useFetcher<ActionResult>();
  const form = useCheckedForm(() => import("#app/modules/contact-us/schema").then((m) => m.ContactSchema), {
    fetcher: embedded ? fetcher : undefined,
    delayMs: TIMING.afterContactMs,
    redirectTo: embedded ? undefined : "/",
    afterSuccess: onDone,
    // A message sent changes nothing the page shows: the answer is shown as it comes, without
    // the page's data fetched again first (on the home page, every carousel: on a slow phone,
    // seconds more of "Submitting...").
    revalidate: false,
  });
  const { result, succeeded, busy, invalid } = form;
  // Embedded: once the form is touched, fetch the /contact page's code too, so that a send
  // while the connection is down still reaches its clientAction (which says so) instead
  // of the router reloading the page to fetch that code.
  const [touched, setTouched] = useState(false);
  const touch = () => {
    form.formProps.onFocus();
    setTouched(true);
  };

  const FormElement = embedded ? fetcher.Form : Form;
  const message = result?.message;
  return (
    <FormElement
      method="post"
      action="/contact"
      {...form.formProps}
      onFocus={touch}
      onPointerEnter={touch}
      aria-label={t("Contact form")}
      className="relative space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField label={t("Name")} maxLength={CONTACT_LIMITS.name} invalid={invalid("name")} />
        <MobileNumberField invalid={invalid("mobileNumber")} />
      </div>
      <EmailField maxLength={CONTACT_LIMITS.email} invalid={invalid("email")} />
      <TextArea
        label={t("Message")}
        name="message"
        rows={5}
        maxLength={CONTACT_LIMITS.message}
        required
        invalid={invalid("message")}
      />
      <Honeypot />
      <FormMessage
        message={message && t(message)}
        tone={message ? messageTone(message, result?.ok === false) : "error"}
      />
      <SubmitButton busy={busy || succeeded} busyLabel={t("Submitting...")}>
        {t("Send message")}
      </SubmitButton>
      {embedded && touched ? <PrefetchPageLinks page="/contact" /> : null}
      {succeeded && !embedded ? (
        // Without JavaScript the page still moves on to the home page.
        <noscript>
          <meta httpEquiv="refresh" content={`${TIMING.afterContactMs / 1000};url=${home}`} />
        </noscript>
      ) : null}
    </FormElement>
  );
}
