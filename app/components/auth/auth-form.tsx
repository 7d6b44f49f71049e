import { Form } from "react-router";
import { FormResult } from "#app/components/form-answer";
import { SubmitButton } from "#app/components/forms";
import type { useCheckedForm } from "#app/components/use-checked-form";

interface AuthFormProps {
  form: ReturnType<typeof useCheckedForm>;
  submitLabel: string;
  busyLabel: string;
  /** When the button waits: while sending unless the page also waits for its redirect. */
  busy?: boolean;
  /** Said between the answer and the button (the way on when JavaScript is off). */
  notice?: React.ReactNode;
  /** Shown instead of the button once the form has done its work. */
  done?: React.ReactNode;
  children: React.ReactNode;
}

/** The checked form of an AuthCard: its fields, then the answer's live region, then the button. */
export function AuthForm({ form, submitLabel, busyLabel, busy = form.busy, notice, done, children }: AuthFormProps) {
  return (
    <Form method="post" {...form.formProps} className="mt-6 space-y-4">
      {children}
      <FormResult result={form.result} />
      {notice}
      {done ?? (
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      )}
    </Form>
  );
}
