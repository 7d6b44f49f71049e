import { Link } from "react-router";
import { NameField, PasswordField } from "#app/components/account/person-fields";
import { DataCard, EmailCard, MobileProof, SessionsCard } from "#app/components/account/settings-cards";
import { Card, SettingsForm, schemas } from "#app/components/account/settings-form";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { TextField } from "#app/components/forms";
import { PageHeader } from "#app/components/page-header";
import { LIMITS } from "#app/config/limits";
import { requireUser } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { answerSettingsForm, settingsPage } from "#app/modules/properties/pages/settings-page.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Account settings"),
  msg("Change your name, mobile, e-mail and password; see where you are signed in."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return settingsPage(request, user);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return answerSettingsForm(request, user);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { account, sessions, rera, messagesOnly, returnTo } = loaderData;
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Account settings")}
        lead={t("Your details, your e-mail address, your password and your sessions.")}
      />
      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-2">
        <Card id="details" title={t("Name and mobile")}>
          <SettingsForm
            intent="details"
            schema={() => schemas().then((m) => m.AccountDetailsSchema)}
            submit={t("Save")}
          >
            <NameField label={t("Full name")} maxLength={LIMITS.nameMax} defaultValue={account.name} />
            <TextField
              label={t("Mobile number")}
              name="mobileNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              defaultValue={account.mobileNumber}
            />
          </SettingsForm>
          <MobileProof number={account.mobileNumber} verified={account.mobileVerified} returnTo={returnTo} />
        </Card>

        <Card id="reach" title={t("How seekers reach you")}>
          <p className="text-slate-600">
            {t(
              "Seekers can always write to you in a conversation on the site. Choose whether signed-in seekers may also see your number on your listings.",
            )}
          </p>
          <SettingsForm intent="reach" submit={t("Save")}>
            <fieldset className="space-y-2">
              <legend className="sr-only">{t("How seekers reach you")}</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="reach" value="phone" defaultChecked={!messagesOnly} />
                {t("Messages and my number")}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="reach" value="messages" defaultChecked={messagesOnly} />
                {t("Messages only")}
              </label>
            </fieldset>
          </SettingsForm>
        </Card>

        {rera ? (
          <Card id="rera" title={t(RERA_MESSAGES.agentTitle)}>
            <p className="text-slate-600">
              {t("Your UP RERA agent registration, shown with your listings.")}{" "}
              {rera.number
                ? rera.checkedOn
                  ? RERA_MESSAGES.checkedOn(rera.checkedOn)
                  : t(RERA_MESSAGES.notChecked)
                : null}
            </p>
            <SettingsForm intent="rera" schema={() => schemas().then((m) => m.AgentReraSchema)} submit={t("Save")}>
              <TextField
                label={t("RERA number")}
                name="reraNumber"
                placeholder={t("e.g. UPRERAAGT12345")}
                defaultValue={rera.number}
                autoComplete="off"
              />
            </SettingsForm>
          </Card>
        ) : null}

        <EmailCard account={account} />

        <Card id="password" title={t("Password")}>
          <p className="text-slate-600">{t("Changing it signs out every other browser and phone.")}</p>
          <SettingsForm
            intent="password"
            schema={() => schemas().then((m) => m.ChangePasswordSchema)}
            submit={t("Change password")}
            clearOnSuccess
          >
            <PasswordField label={t("Current password")} name="currentPassword" autoComplete="current-password" />
            <PasswordField label={t("New password")} autoComplete="new-password" />
            <PasswordField label={t("Confirm new password")} name="confirmPassword" autoComplete="new-password" />
          </SettingsForm>
          <p className="mt-4 text-sm">
            <Link to="/forgot-password" className="text-brand-700 underline">
              {t("Forgot your current password?")}
            </Link>
          </p>
        </Card>

        <SessionsCard sessions={sessions} />

        <DataCard />
      </div>
    </>
  );
}
