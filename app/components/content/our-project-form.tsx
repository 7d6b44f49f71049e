import { useEffect } from "react";
import { Form } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { SubmitButton, TextArea, TextField } from "#app/components/forms";
import { useCheckedForm } from "#app/components/use-checked-form";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** The "Create Project" form: name, description, start and end date (one shared schema). */
export function OurProjectForm({ action }: { action?: string }) {
  const form = useCheckedForm(() => import("#app/modules/content/our-projects").then((m) => m.OurProjectSchema));
  const result = form.result;
  const { t } = useI18n();

  // After a save, an empty form for the next project.
  useEffect(() => {
    if (form.succeeded) form.formRef.current?.reset();
  }, [form.succeeded, form.formRef]);

  return (
    <Form method="post" action={action} {...form.formProps} className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <TextField label={t("Project name")} name="name" maxLength={120} required invalid={form.invalid("name")} />
      <TextArea
        label={t("Description")}
        name="description"
        rows={4}
        maxLength={2000}
        invalid={form.invalid("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("Start date")} name="startDate" type="date" required invalid={form.invalid("startDate")} />
        <TextField label={t("End date")} name="endDate" type="date" required invalid={form.invalid("endDate")} />
      </div>
      <FormMessage
        message={result?.message ? t(result.message) : result?.message}
        tone={result?.ok ? "success" : "error"}
      />
      <SubmitButton busy={form.busy} busyLabel={t("Saving...")}>
        {t("Create project")}
      </SubmitButton>
    </Form>
  );
}
