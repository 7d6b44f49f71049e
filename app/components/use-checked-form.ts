import { useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, useActionData, useNavigate, useNavigation, useSubmit } from "react-router";
import type * as z from "zod/mini";
import { focusField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ActionResult, Checked, FormFailure } from "#app/modules/platform/forms";
import { formValues } from "#app/modules/platform/forms";

type Check = (values: unknown) => Checked<unknown>;

interface Options {
  /** Field names that hold several values (checkbox groups). */
  lists?: readonly string[];
  /** After a successful send, go here after the delay... */
  redirectTo?: string;
  /** ...or do this instead (an embedded form starts afresh). */
  afterSuccess?: () => void;
  delayMs?: number;
  /** Embedded forms (the contact form on the home page) submit through a fetcher. */
  fetcher?: FetcherWithComponents<unknown>;
  /**
   * false: a send changes nothing the page shows, so the page's data is not fetched again
   * before the answer is shown (React Router's revalidation after an action).
   */
  revalidate?: false;
}

/**
 * One schema, checked twice: here before the form is sent (instant feedback, nothing
 * sent when it fails) and again by the action on the server, which has the last word.
 *
 * The schema arrives with a dynamic import (`() => import("...").then((m) => m.Schema)`),
 * fetched when the person first touches the form, so validation code is not part of the
 * page's initial JavaScript. Spread `formProps` on the <Form>.
 */
export function useCheckedForm(loadSchema: () => Promise<z.ZodMiniType>, options: Options = {}) {
  const { lists = [], redirectTo, afterSuccess, delayMs = 0, fetcher, revalidate } = options;
  const sendOptions = revalidate === false ? { defaultShouldRevalidate: false } : {};
  const actionData = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const checkRef = useRef<Check | null>(null);
  const loading = useRef<Promise<Check> | null>(null);
  const [clientFailure, setClientFailure] = useState<FormFailure | null>(null);

  const { t } = useI18n();
  const serverResult = ((fetcher?.data as ActionResult | undefined) ?? actionData) || undefined;
  const busy = fetcher ? fetcher.state !== "idle" : navigation.state === "submitting";
  const shown: ActionResult | undefined = clientFailure ? { ok: false, ...clientFailure } : serverResult;
  // A message is an English key (msg() where declared), shown in the page's language.
  const result: ActionResult | undefined = shown && { ...shown, message: t(shown.message) };

  useEffect(() => {
    if (serverResult && !serverResult.ok) focusField(formRef.current, serverResult.field);
  }, [serverResult]);

  useEffect(() => {
    if (!serverResult?.ok || (!redirectTo && !afterSuccess)) return;
    const timer = window.setTimeout(() => (redirectTo ? navigate(redirectTo) : afterSuccess?.()), delayMs);
    return () => window.clearTimeout(timer);
  }, [serverResult, redirectTo, afterSuccess, delayMs, navigate]);

  function loadCheck(): Promise<Check> {
    loading.current ??= Promise.all([loadSchema(), import("#app/modules/platform/form-schema")]).then(
      ([schema, helpers]) => {
        const checkValues: Check = (values) => helpers.check(schema, values);
        checkRef.current = checkValues;
        return checkValues;
      },
    );
    return loading.current;
  }

  /** True when the values pass; otherwise shows the first message and focuses its field. */
  function passes(form: HTMLFormElement, checkValues: Check): boolean {
    const checked = checkValues(formValues(new FormData(form), lists));
    if (checked.ok) {
      setClientFailure(null);
      return true;
    }
    setClientFailure({ message: checked.message, field: checked.field });
    focusField(form, checked.field);
    return false;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const checkValues = checkRef.current;
    if (checkValues) {
      if (!passes(form, checkValues)) event.preventDefault();
      return;
    }
    // Not loaded yet (the very first interaction was the submit): check, then send.
    event.preventDefault();
    loadCheck().then(
      (loaded) => {
        if (!passes(form, loaded)) return;
        if (fetcher) fetcher.submit(form, sendOptions);
        else submit(form, sendOptions);
      },
      // Validation code failed to load: the server still checks everything.
      () => (fetcher ? fetcher.submit(form, sendOptions) : submit(form, sendOptions)),
    );
  }

  const preload = () => {
    loadCheck().catch(() => {});
  };

  return {
    formRef,
    formProps: { ref: formRef, onSubmit, onFocus: preload, onPointerEnter: preload, noValidate: true, ...sendOptions },
    result,
    busy,
    /** Whether a field is the one the current message is about. */
    invalid: (field: string) => result?.ok === false && result.field === field,
    succeeded: serverResult?.ok === true && !clientFailure,
  };
}
