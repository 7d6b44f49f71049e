import { data, Form, Link, redirect, useHref } from "react-router";
import { PasswordField } from "#app/components/account/person-fields";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormResult } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { useCheckedForm } from "#app/components/use-checked-form";
import { signOut } from "#app/modules/accounts/accounts.server";
import { DeleteAccountSchema } from "#app/modules/accounts/schemas";
import { checkPassword } from "#app/modules/accounts/self-service.server";
import { requireUser } from "#app/modules/accounts/session.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { deleteAccount } from "#app/modules/my-data/erasure.server";
import { check } from "#app/modules/platform/form-schema";
import { type ActionResult, formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import type { Route } from "./+types/delete-account";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Delete my account"),
  msg("Delete your account and everything it posted."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const checked = check(DeleteAccountSchema, formValues(await request.formData()));
  if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);
  const passwordOutcome = await checkPassword(request, user, checked.data.password);
  if (!passwordOutcome.ok) {
    return data<ActionResult>(
      { ok: false, message: passwordOutcome.message, field: passwordOutcome.field },
      passwordOutcome.status,
    );
  }
  const outcome = await deleteAccount(user.id);
  if (outcome === "last-admin")
    return data<ActionResult>({ ok: false, message: ACCOUNT_MESSAGES.deleteLastAdmin }, 409);
  // The sessions went with the account; this clears the browser's cookie.
  const headers = await signOut(request);
  return redirect("/login?deleted=1", { headers });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const dataHref = useHref("/profile/data");
  const form = useCheckedForm(() => import("#app/modules/accounts/schemas").then((m) => m.DeleteAccountSchema));
  return (
    <>
      <PageHeader
        title={t("Delete my account")}
        lead={t("The account {email}, for good.", { email: loaderData.email })}
      />
      <div className="container-page max-w-2xl py-10">
        <div className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-950">
          <h2 className="text-xl font-bold">{t("This cannot be undone")}</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>{t("Your account, your sign-in and every session end.")}</li>
            <li>{t("Every property you posted, live or waiting, is removed with its photos.")}</li>
            <li>{t("Messages you sent us through the contact form stay with us, so that we can answer them.")}</li>
          </ul>
          <p className="mt-3">
            {t("Want a copy first?")}{" "}
            <a href={dataHref} download className="font-semibold underline">
              {t("Download my data")}
            </a>
          </p>
        </div>
        <Form method="post" {...form.formProps} className="mt-8 space-y-4">
          <PasswordField
            label={t("Your password")}
            autoComplete="current-password"
            invalid={form.invalid("password")}
          />
          <FormResult result={form.result} />
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              disabled={form.busy}
              className="button-danger px-5 py-3 shadow-sm disabled:cursor-wait disabled:opacity-70"
            >
              {form.busy ? t("Deleting...") : t("Delete my account and everything it posted")}
            </button>
            <Link to="/profile/settings" className="font-semibold text-brand-700 underline">
              {t("Keep my account")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
