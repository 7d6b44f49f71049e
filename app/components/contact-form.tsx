import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useFetcher, useNavigate, useNavigation, useSubmit } from "react-router";
import { FormMessage, focusField, messageTone, SubmitButton, TextArea, TextField } from "#app/components/forms";
import { TIMING } from "#app/config/limits";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "#app/modules/contacts/limits";
import type { ActionResult, FormFailure } from "#app/modules/forms";

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

// The shared schema is loaded on first use, not with the page (see check-contact.ts).
let checker: Promise<typeof import("#app/modules/contacts/check-contact")> | undefined;
function loadChecker() {
  checker ??= import("#app/modules/contacts/check-contact").catch((error) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

export function ContactForm({ embedded = false, onDone }: ContactFormProps) {
  const fetcher = useFetcher<ActionResult>();
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const actionData = useActionData() as ActionResult | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientFailure, setClientFailure] = useState<FormFailure | null>(null);
  const [checking, setChecking] = useState(false);

  const serverResult = embedded ? fetcher.data : actionData;
  const busy = checking || (embedded ? fetcher.state !== "idle" : navigation.state === "submitting");
  const result: ActionResult | undefined = clientFailure ? { ok: false, ...clientFailure } : serverResult;
  const succeeded = serverResult?.ok === true && !clientFailure && !busy;
  const invalid = (field: string) => result?.ok === false && result.field === field;

  useEffect(() => {
    if (serverResult && !serverResult.ok) focusField(formRef.current, serverResult.field);
  }, [serverResult]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => (embedded ? onDone?.() : navigate("/")), TIMING.afterContactMs);
    return () => window.clearTimeout(timer);
  }, [succeeded, embedded, onDone, navigate]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecking(true);
    try {
      const failure = (await loadChecker()).contactFailure(new FormData(form));
      setClientFailure(failure);
      if (failure) {
        focusField(form, failure.field);
        return;
      }
    } catch {
      // The check could not load (a dropped connection): the server checks anyway.
      setClientFailure(null);
    } finally {
      setChecking(false);
    }
    if (embedded) fetcher.submit(form, { method: "post", action: "/contact" });
    else submit(form, { method: "post", action: "/contact" });
  }

  const FormElement = embedded ? fetcher.Form : Form;
  const message = result?.message;
  return (
    <FormElement
      method="post"
      action="/contact"
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={() => {
        loadChecker().catch(() => {});
      }}
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
          invalid={invalid("name")}
        />
        <TextField
          label="Mobile number"
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits, without +91"
          required
          invalid={invalid("mobileNumber")}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        required
        invalid={invalid("email")}
      />
      <TextArea
        label="Message"
        name="message"
        rows={5}
        maxLength={CONTACT_LIMITS.message}
        required
        invalid={invalid("message")}
      />
      {/* A field people never see; robots that fill in every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <FormMessage message={message} tone={message ? messageTone(message, result?.ok === false) : "error"} />
      <SubmitButton busy={busy || succeeded} busyLabel="Submitting...">
        Send message
      </SubmitButton>
      {succeeded && !embedded ? (
        // Without JavaScript the page still moves on to the home page.
        <noscript>
          <meta httpEquiv="refresh" content={`${TIMING.afterContactMs / 1000};url=/`} />
        </noscript>
      ) : null}
    </FormElement>
  );
}
