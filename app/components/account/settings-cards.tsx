import { Link, useFetcher, useHref } from "react-router";
import { EmailField, PasswordField } from "#app/components/account/person-fields";
import { returnLabel } from "#app/components/account/verify-mobile-link";
import { TextField } from "#app/components/forms";
import { Name, Words } from "#app/components/words";
import { DEVICE_WORDS, type Device } from "#app/modules/accounts/devices";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { formatDate } from "#app/modules/text/format";
import { Card, EndOthersDone, ProofBadge, SettingsForm, schemas } from "./settings-form";

/** The e-mail address: whether it is confirmed, the link again, and a change of address. */
export function EmailCard({ account }: { account: { email: string; emailVerified: boolean } }) {
  const { t } = useI18n();
  return (
    <Card id="email" title={t("E-mail address")}>
      <p>
        {/* A long address breaks anywhere rather than widen the page on a phone. */}
        <span className="font-semibold wrap-anywhere">{account.email}</span>{" "}
        <ProofBadge proven={account.emailVerified}>
          {account.emailVerified ? t("Confirmed") : t("Not confirmed")}
        </ProofBadge>
      </p>
      {account.emailVerified ? null : (
        <div className="mt-3">
          <p className="text-slate-600">
            {t("Until you confirm it, your listings wait for our team with a mark, and enquiries may not reach you.")}
          </p>
          <SettingsForm intent="verify" submit={t("Send the confirmation link again")} secondary />
        </div>
      )}
      <h3 className="mt-6 font-semibold">{t("Change e-mail address")}</h3>
      <SettingsForm
        intent="email"
        schema={() => schemas().then((m) => m.ChangeEmailSchema)}
        submit={t("Send a link to the new address")}
        clearOnSuccess
      >
        <EmailField label={t("New e-mail address")} />
        <PasswordField label={t("Current password")} name="currentPassword" autoComplete="current-password" />
      </SettingsForm>
    </Card>
  );
}

export interface SessionItem {
  id: string;
  current: boolean;
  device: Device;
  deviceName: string;
  signedInAt: string;
  lastActiveAt: string;
  ipAddress: string;
}

/** Every browser and phone the account is signed in on, each with its own sign-out. */
export function SessionsCard({ sessions }: { sessions: SessionItem[] }) {
  const others = sessions.filter((item) => !item.current);
  const { t, locale } = useI18n();
  return (
    <Card id="sessions" title={t("Where you are signed in")}>
      <ul className="divide-y divide-slate-100" data-testid="sessions">
        {sessions.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold">
                <DeviceName device={item.device} />
                {item.current ? " " : null}
                {item.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-800">
                    {t("This browser")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {t("Signed in {date}", { date: formatDate(item.signedInAt, locale) })} ·{" "}
                {t("last active {date}", { date: formatDate(item.lastActiveAt, locale) })}
                {item.ipAddress ? ` · ${item.ipAddress}` : ""}
              </p>
            </div>
            {item.current ? null : <SessionButton id={item.id} device={item.deviceName} />}
          </li>
        ))}
      </ul>
      {/* Always in the page: the form goes with the other sessions, its answer stays in view. */}
      <EndOthersDone />
      {others.length ? (
        <SettingsForm intent="end-others" submit={t("Sign out all other sessions")} secondary />
      ) : (
        <p className="mt-2 text-slate-600">{t("You are signed in on this browser only.")}</p>
      )}
    </Card>
  );
}

/** The data download and the way to delete the account. */
export function DataCard() {
  const { t } = useI18n();
  const dataHref = useHref("/profile/data");
  return (
    <Card id="my-data" title={t("Your data")}>
      <p className="text-slate-600">
        {t("A file with your account, your listings and their photos, your sessions and the messages you sent us.")}
      </p>
      <p className="mt-4">
        <a href={dataHref} download className="button-secondary inline-flex px-4 py-2">
          {t("Download my data")}
        </a>
      </p>
      <p className="mt-6 text-slate-600">{t("Deleting your account removes it and everything it posted, for good.")}</p>
      <p className="mt-4">
        <Link to="/profile/delete" className="button-danger-outline inline-flex px-4 py-2">
          {t("Delete my account")}
        </Link>
      </p>
    </Card>
  );
}

/**
 * Whether the mobile number is proven, and the two steps that prove it: a code sent by SMS,
 * then the code typed here. Seeing owners' numbers, enquiries and posting wait for it.
 */
export function MobileProof({ number, verified, returnTo }: { number: string; verified: boolean; returnTo: string }) {
  const { t } = useI18n();
  const back = returnTo ? (
    <Link
      to={returnTo}
      className={
        verified
          ? "button-primary mt-3 inline-flex px-4 py-2"
          : "mt-3 inline-block font-semibold text-brand-700 underline"
      }
      data-testid="verify-mobile-back"
    >
      {t(returnLabel(returnTo))}
    </Link>
  ) : null;
  return (
    <div id="mobile" className="mt-6 border-t border-slate-100 pt-4">
      <p>
        {t("Mobile number")}{" "}
        {number ? <span className="font-semibold">+91 {number.replace(/^(\d{5})(\d{5})$/, "$1 $2")}</span> : null}{" "}
        <ProofBadge proven={verified}>{verified ? t("Verified") : t("Not verified")}</ProofBadge>
      </p>
      {verified ? (
        back
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            {t(
              "Verify your number to see owners' numbers, send enquiries and post properties: we send a 6-digit code to it by SMS.",
            )}
          </p>
          <SettingsForm intent="mobile-code" submit={t("Send me a code by SMS")} secondary />
          <SettingsForm intent="mobile-verify" submit={t("Verify my number")}>
            <TextField
              label={t("Code from the SMS")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={8}
              required
            />
          </SettingsForm>
          {back}
        </>
      )}
    </div>
  );
}

/** "Chrome on Linux" (Hindi "Linux पर Chrome"): the browser and the system are names, kept as they are. */
function DeviceName({ device }: { device: Device }) {
  const { t } = useI18n();
  const { browser, system } = device;
  if (browser && system)
    return (
      <Words
        message={t(DEVICE_WORDS.both)}
        values={{ browser: <Name>{browser}</Name>, system: <Name>{system}</Name> }}
      />
    );
  return browser || system ? <Name>{browser ?? system}</Name> : t(DEVICE_WORDS.unknown);
}

function SessionButton({ id, device }: { id: string; device: string }) {
  const fetcher = useFetcher({ key: `end-session-${id}` });
  const { t } = useI18n();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="end-session" />
      <input type="hidden" name="sessionId" value={id} />
      <button
        type="submit"
        aria-label={t("Sign out {device}", { device })}
        disabled={fetcher.state !== "idle"}
        className="button-secondary px-3 py-1.5 text-sm"
      >
        {t("Sign out")}
      </button>
    </fetcher.Form>
  );
}
