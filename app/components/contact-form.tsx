import { useEffect } from "react";
import { Form, useFetcher } from "react-router";
import { FormMessage, messageTone, SubmitButton, TextArea, TextField } from "#app/components/forms";
import { useCheckedForm } from "#app/components/use-checked-form";
import { TIMING } from "#app/config/limits";
import { CONTACT_LIMITS, ContactSchema, HONEYPOT_FIELD } from "#app/modules/contacts/schema";

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
  const fetcher = useFetcher();
  const form = useCheckedForm(ContactSchema, {
    fetcher: embedded ? fetcher : undefined,
    redirectTo: embedded ? undefined : "/",
    delayMs: TIMING.afterContactMs,
  });
  const FormElement = embedded ? fetcher.Form : Form;
  const message = form.result?.message;

  useEffect(() => {
    if (!form.succeeded || !onDone) return;
    const timer = window.setTimeout(onDone, TIMING.afterContactMs);
    return () => window.clearTimeout(timer);
  }, [form.succeeded, onDone]);

  return (
    <FormElement
      method="post"
      action="/contact"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Contact form"
      className="relative space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
          invalid={form.invalid("name")}
        />
        <TextField
          label="Mobile number"
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits, without +91"
          required
          invalid={form.invalid("mobileNumber")}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        required
        invalid={form.invalid("email")}
      />
      <TextArea
        label="Message"
        name="message"
        rows={5}
        maxLength={CONTACT_LIMITS.message}
        required
        invalid={form.invalid("message")}
      />
      {/* A field people never see; robots that fill in every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <FormMessage message={message} tone={message ? messageTone(message, form.result?.ok === false) : "error"} />
      <SubmitButton busy={form.busy || form.succeeded} busyLabel="Submitting...">
        Send message
      </SubmitButton>
      {form.succeeded && !embedded ? (
        // Without JavaScript the page still moves on to the home page.
        <noscript>
          <meta httpEquiv="refresh" content={`${TIMING.afterContactMs / 1000};url=/`} />
        </noscript>
      ) : null}
    </FormElement>
  );
}
