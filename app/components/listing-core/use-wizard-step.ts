import { useEffect, useRef, useState } from "react";
import { focusField } from "#app/components/forms";
import type { Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ListingCheck } from "#app/modules/listing-core/schema";
import { formValues } from "#app/modules/platform/forms";

/** The fields sent as lists (checkboxes and photos). */
const LISTS = ["amenities", "imageIds"];

export type WizardMessage = { tone: "error" | "success"; text: string; link?: { to: string; label: string } } | null;

/** A refusal, from the wizard's own check or the server: its message, the field or fields to fix, and the step that asks. */
interface Refusal {
  message: string;
  field?: string;
  fields?: Record<string, string>;
  step?: number;
}

/**
 * Where the wizard is and what it says: the step shown, the message at its foot and the
 * fields to fix, and where the focus goes after a move (the step's heading, or the field
 * to fix). `forward` checks every step it passes with the server's own schema.
 */
export function useWizardStep(initialStep: number | null | undefined, lastStep: number) {
  const { t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRefs = useRef<Array<HTMLHeadingElement | null>>([]);
  const [step, setStep] = useState(initialStep ?? 1);
  const [message, setMessage] = useState<WizardMessage>(null);
  // The fields to fix, each with its message (the whole step's at once), shown with an error message.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === "heading") headingRefs.current[step - 1]?.focus();
    else focusField(formRef.current, focusTarget);
    setFocusTarget(null);
  }, [focusTarget, step]);

  function goTo(next: number) {
    setStep(Math.min(Math.max(next, 1), lastStep));
    setMessage(null);
    setFocusTarget("heading");
  }

  /** A refusal shown on its step (when it names one) with every field of it to fix; `text` is the message as shown. */
  function refuse(refusal: Refusal, text = refusal.message) {
    setMessage({ tone: "error", text });
    setFieldErrors(errorsOf(refusal, t));
    if (refusal.step) {
      setStep(refusal.step);
      setFocusTarget(refusal.field ?? "heading");
    }
  }

  /**
   * Next, or a later step's number: each step passed is checked by the server's own schema
   * first (its fields only), so a value a step accepts is never refused at the end (B4).
   * Going back is free.
   */
  function forward(target: number, withCheck: (then: (check: ListingCheck | null) => void) => void) {
    const element = formRef.current;
    if (target <= step || !element) return goTo(target);
    const from = step;
    withCheck((check) => {
      if (check) {
        const values = formValues(new FormData(element), LISTS);
        for (let at = from; at < target; at++) {
          const checked = check(values, at);
          if (!checked.ok) return refuse(checked);
        }
      }
      goTo(target);
    });
  }

  /** The whole form checked as the server will check it: true when it may be sent. */
  function passes(element: HTMLFormElement, check: ListingCheck | null) {
    if (!check) return true;
    const checked = check(formValues(new FormData(element), LISTS));
    if (!checked.ok) refuse(checked);
    return checked.ok;
  }

  /** Back to the first step, nothing to fix (a new round of the form). */
  function restart() {
    setStep(1);
    setFieldErrors({});
  }

  return {
    formRef,
    headingRefs,
    step,
    setStep,
    message,
    setMessage,
    shownErrors: message?.tone === "error" ? fieldErrors : {},
    refuse,
    forward,
    passes,
    restart,
  };
}

/** Each field to fix with its message: the whole step's, or the one field the answer names. */
function errorsOf(failure: Refusal, t: Translator["t"]) {
  if (failure.fields && Object.keys(failure.fields).length > 0) {
    return Object.fromEntries(Object.entries(failure.fields).map(([field, text]) => [field, t(text)]));
  }
  return failure.field ? { [failure.field]: t(failure.message) } : {};
}
