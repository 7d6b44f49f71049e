import { useCallback, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type * as z from "zod/mini";
import { FormMessage } from "#app/components/form-answer";
import { SubmitButton } from "#app/components/forms";
import { useCheckedForm } from "#app/components/use-checked-form";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { SettingsIntent as Intent, SettingsResult } from "#app/modules/properties/pages/settings-page";

// The pieces every card of /profile/settings is made of.

export const schemas = () => import("#app/modules/accounts/schemas");

export function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-slate-200 p-6 shadow-sm"
      id={id}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const noCheck = () => Promise.resolve(undefined as unknown as z.ZodMiniType);

interface SettingsFormProps {
  intent: Intent;
  submit: string;
  schema?: () => Promise<z.ZodMiniType>;
  secondary?: boolean;
  clearOnSuccess?: boolean;
  children?: React.ReactNode;
}

/** One form of the page: sent in the background with JavaScript, a plain post without. */
export function SettingsForm({ intent, submit, schema, secondary, clearOnSuccess, children }: SettingsFormProps) {
  const fetcher = useFetcher<SettingsResult>({ key: `settings-${intent}` });
  const formHolder = useRef<React.RefObject<HTMLFormElement | null> | null>(null);
  // Passwords and a new address are not left in the form once they have done their work.
  const clear = useCallback(() => formHolder.current?.current?.reset(), []);
  const form = useCheckedForm(schema ?? noCheck, {
    fetcher: fetcher as never,
    afterSuccess: clearOnSuccess ? clear : undefined,
  });
  formHolder.current = form.formRef;
  const result = form.result as (SettingsResult | { ok: false; message: string; field?: string }) | undefined;
  const mine = result && (!("intent" in result) || result.intent === intent) ? result : undefined;
  // "Signed out everywhere else" is said by EndOthersDone, which outlives this form.
  const shown = intent === "end-others" && mine?.ok ? undefined : mine;
  const { t } = useI18n();
  return (
    <fetcher.Form method="post" {...(schema ? form.formProps : {})} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormMessage message={shown?.message && t(shown.message)} tone={shown?.ok ? "success" : "error"} />
      {secondary ? (
        <button type="submit" disabled={form.busy} className="button-secondary px-4 py-2 disabled:opacity-60">
          {submit}
        </button>
      ) : (
        <SubmitButton busy={form.busy} busyLabel={t("Saving...")}>
          {submit}
        </SubmitButton>
      )}
    </fetcher.Form>
  );
}

/** "Every other session is signed out.", after the button that did it has gone from the list. */
export function EndOthersDone() {
  const fetcher = useFetcher<SettingsResult>({ key: "settings-end-others" });
  // Without JavaScript the form was a plain post: its answer is the page's action data.
  const posted = useActionData<SettingsResult>();
  const result = (fetcher.data ?? posted) as SettingsResult | undefined;
  const { t } = useI18n();
  return result?.ok && result.intent === "end-others" ? (
    <div className="mt-4">
      <FormMessage message={t(result.message)} tone="success" />
    </div>
  ) : null;
}

/** Whether an address or number is proven yet: green once it is, amber while it waits. */
export function ProofBadge({ proven, children }: { proven: boolean; children: React.ReactNode }) {
  return (
    <span
      // One piece, never broken across two lines ("Not confirmed" wrapped on a phone: B15).
      className={`ml-1 inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${
        proven ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {children}
    </span>
  );
}
