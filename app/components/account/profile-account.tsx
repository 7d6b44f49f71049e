import { Form, Link } from "react-router";
import { LogOut } from "#app/components/icons";
import { Name, Words } from "#app/components/words";
import type { Role } from "#app/config/enums";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { formatDate } from "#app/modules/text/format";

/** A step the account still lacks, why it matters, and the link to take it. */
function StepPrompt({ why, step, to, testId }: { why: string; step: string; to: string; testId?: string }) {
  return (
    <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid={testId}>
      {why}{" "}
      <Link to={to} className="font-semibold underline">
        {step}
      </Link>
    </p>
  );
}

/** The profile's account card: who is signed in, the steps the account still lacks, its pages. */
export function ProfileAccount({ user, unread }: { user: ProfileUser; unread: number }) {
  const { t, locale } = useI18n();
  // What the person and our team wrote (a name, a reason) is theirs: marked, never translated.
  const rows: Array<[string, React.ReactNode]> = [
    [t("Name"), <Name key="name">{user.name}</Name>],
    [t("Email"), `${user.email} (${user.emailVerified ? t("confirmed") : t("not confirmed")})`],
    [t("Mobile"), user.mobileNumber || t("Not provided")],
    [
      t("Role"),
      user.roleNote ? (
        <Words
          key="role"
          message={t("{role}: our team set it, because: {reason}")}
          values={{ role: t(user.role), reason: <Name>{user.roleNote}</Name> }}
        />
      ) : (
        t(user.role)
      ),
    ],
    [t("Member since"), formatDate(user.memberSince, locale)],
  ];
  const accountLinks: Array<[string, string]> = [
    ["/profile/settings", t("Account settings")],
    ["/messages", t("Messages")],
    ["/profile/visit-hours", t("Visit hours")],
    ["/profile/enquiries", `${t("Enquiries")}${unread ? ` (${t("{count} unread", { count: unread })})` : ""}`],
    ["/shortlist", t("Shortlist")],
    ["/profile/searches", t("Saved searches")],
    ["/profile/import", t("Import listings")],
  ];
  return (
    <section aria-labelledby="account-title" className="max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <h2 id="account-title" className="text-xl font-bold">
          {t("Account")}
        </h2>
        <Form method="post" action="/logout">
          <button type="submit" className="button-secondary inline-flex items-center gap-2 px-4 py-2">
            <LogOut aria-hidden="true" className="size-4" />
            {t("Logout")}
          </button>
        </Form>
      </div>
      <dl className="mt-4 divide-y divide-slate-100" data-testid="profile-details">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-4 py-3">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="col-span-2 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {user.emailVerified ? null : (
        <StepPrompt
          to="/profile/settings#email"
          step={t("Send the link again")}
          why={t(
            "Please confirm your e-mail address with the link we sent you. Until then your listings wait for our team with a mark.",
          )}
        />
      )}
      {user.mobileVerified || user.role === "Admin" ? null : (
        <StepPrompt
          to="/profile/settings#mobile"
          step={t("Verify my number")}
          why={t(
            "Verify your number to see owners' numbers, send enquiries and post properties: we send a 6-digit code to it by SMS.",
          )}
          testId="verify-mobile-prompt"
        />
      )}
      <p className="mt-4 flex flex-wrap gap-3">
        {accountLinks.map(([to, label]) => (
          <Link key={to} to={to} className="button-secondary inline-flex px-4 py-2">
            {label}
          </Link>
        ))}
      </p>
    </section>
  );
}

export interface ProfileUser {
  name: string;
  email: string;
  emailVerified: boolean;
  mobileNumber: string;
  mobileVerified: boolean;
  role: Role;
  memberSince: string;
  roleNote: string | null;
}
