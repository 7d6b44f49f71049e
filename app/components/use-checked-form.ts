import { useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, useActionData, useNavigate, useNavigation } from "react-router";
import type * as z from "zod/mini";
import { focusField } from "#app/components/forms";
import { type ActionResult, check, type FormFailure, formValues } from "#app/modules/forms";

interface Options {
  /** Field names that hold several values (checkbox groups). */
  lists?: readonly string[];
  /** After a successful send, go here after the delay. */
  redirectTo?: string;
  delayMs?: number;
  /** Embedded forms (the contact form on the home page) submit through a fetcher. */
  fetcher?: FetcherWithComponents<unknown>;
}

/**
 * One schema, checked twice: here before the form is sent (instant feedback, nothing
 * sent when it fails) and again by the action on the server, which has the last word.
 */
export function useCheckedForm(schema: z.ZodMiniType, options: Options = {}) {
  const { lists = [], redirectTo, delayMs = 0, fetcher } = options;
  const actionData = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientFailure, setClientFailure] = useState<FormFailure | null>(null);

  const serverResult = ((fetcher?.data as ActionResult | undefined) ?? actionData) || undefined;
  const busy = fetcher ? fetcher.state !== "idle" : navigation.state === "submitting";
  const result: ActionResult | undefined = clientFailure ? { ok: false, ...clientFailure } : serverResult;

  useEffect(() => {
    if (serverResult && !serverResult.ok) focusField(formRef.current, serverResult.field);
  }, [serverResult]);

  useEffect(() => {
    if (!serverResult?.ok || !redirectTo) return;
    const timer = window.setTimeout(() => navigate(redirectTo), delayMs);
    return () => window.clearTimeout(timer);
  }, [serverResult, redirectTo, delayMs, navigate]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const checked = check(schema, formValues(new FormData(event.currentTarget), lists));
    if (checked.ok) {
      setClientFailure(null);
      return;
    }
    event.preventDefault();
    setClientFailure({ message: checked.message, field: checked.field });
    focusField(event.currentTarget, checked.field);
  }

  return {
    formRef,
    onSubmit,
    result,
    busy,
    /** Whether a field is the one the current message is about. */
    invalid: (field: string) => result?.ok === false && result.field === field,
    succeeded: serverResult?.ok === true && !clientFailure,
  };
}
