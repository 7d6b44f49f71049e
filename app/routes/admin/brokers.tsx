import { data, Form, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AnswerMessage } from "#app/components/admin/answer";
import { AdminHeading } from "#app/components/content/admin-heading";
import { BrokerSigns } from "#app/components/properties/trust/broker-signs";
import { WhoseRow } from "#app/components/whose-row";
import { Name } from "#app/components/words";
import { madeAgentEmail } from "#app/modules/accounts/emails.server";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { getMailer } from "#app/modules/mail/mailer.server";
import { type ActionResult, sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { BROKER_SIGN_WORDS, decideOnOwner, flaggedOwners } from "#app/modules/properties/trust/broker-signs.server";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/brokers";

/** What the desk says after a decision (English keys, translated where shown). */
const BROKER_DESK = {
  madeAgent: msg("The account is an Agent account now, and its owner has been e-mailed the reason."),
  cleared: msg("The account stays an Owner account and will not be flagged again by these signs."),
  reason: msg("Write the reason the person will read: 10 to 500 characters."),
  nothingToDecide: msg("That account is not waiting for a decision any more."),
  unknown: msg("Unknown request."),
} as const;

const REASON = { min: 10, max: 500 } as const;

export const meta = adminMeta((t) => ({
  title: t("Owners who post like brokers"),
  description: t("Owner accounts whose listings look like a broker's, waiting for a decision."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The signs in words (English keys, translated where shown), each with the listings it rests on.
  const owners = await flaggedOwners();
  return {
    owners: owners.map((owner) => ({
      ...owner,
      signs: owner.signs.map((sign) => ({ sign, words: BROKER_SIGN_WORDS[sign] })),
    })),
  };
}

/** Make a flagged Owner an Agent (with the reason they read), or keep them an Owner (Admins only). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const userId = String(form.get("userId") ?? "");
  const refused = (message: string, status: number) => data<ActionResult>({ ok: false, message }, status);
  return dispatchIntent(
    form,
    {
      "make-agent": async () => {
        const reason = String(form.get("reason") ?? "").trim();
        if (reason.length < REASON.min || reason.length > REASON.max) return refused(BROKER_DESK.reason, 400);
        const decided = await decideOnOwner(userId, { kind: "agent", reason });
        if (!decided.ok) return refused(BROKER_DESK.nothingToDecide, 409);
        getMailer().send(madeAgentEmail(decided, reason));
        return data<ActionResult>({ ok: true, message: BROKER_DESK.madeAgent });
      },
      "keep-owner": async () =>
        (await decideOnOwner(userId, { kind: "clear" })).ok
          ? data<ActionResult>({ ok: true, message: BROKER_DESK.cleared })
          : refused(BROKER_DESK.nothingToDecide, 409),
    },
    () => refused(BROKER_DESK.unknown, 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/brokers: Owner accounts whose listings look like a broker's, longest-waiting first. */
export default function AdminBrokers({ loaderData }: Route.ComponentProps) {
  const { owners } = loaderData;
  const answer = useActionData<typeof action>();
  const { t, plural, locale } = useI18n();
  return (
    <section>
      <AdminHeading
        title={t("Owners who post like brokers")}
        lead={t(
          'Their listings are not counted as "Posted by owner" until you decide. Make the account an Agent account with a reason the person reads, or keep it an Owner account.',
        )}
      />
      <AnswerMessage answer={answer} className="mt-4" />
      {owners.length ? (
        <ul className="mt-6 space-y-4" data-testid="flagged-owners">
          {owners.map((owner) => (
            <li key={owner.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="flagged-owner">
              <p className="font-semibold">
                <Name>{owner.name}</Name>{" "}
                <span className="font-normal text-slate-600" translate="no">
                  ({owner.email})
                </span>
              </p>
              <p className="text-sm text-slate-600">
                {t("Flagged on {date}", { date: formatDate(owner.flaggedAt, locale) })} ·{" "}
                {plural(owner.listings, {
                  one: "{count} listing live or waiting for approval",
                  other: "{count} listings live or waiting for approval",
                })}
              </p>
              <BrokerSigns signs={owner.signs} evidence={owner.evidence} />
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                  <input type="hidden" name="userId" value={owner.id} />
                  <label className="min-w-0 flex-1 text-sm font-semibold">
                    {t("Reason the person reads")}
                    <input
                      name="reason"
                      required
                      minLength={REASON.min}
                      maxLength={REASON.max}
                      className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
                    />
                  </label>
                  <button type="submit" name="intent" value="make-agent" className="button-primary px-3 py-2 text-sm">
                    {t("Make Agent")}
                    <WhoseRow name={owner.name} />
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="userId" value={owner.id} />
                  <button type="submit" name="intent" value="keep-owner" className="button-secondary px-3 py-2 text-sm">
                    {t("Keep as Owner")}
                    <WhoseRow name={owner.name} />
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600">{t("No Owner account is waiting for a decision.")}</p>
      )}
    </section>
  );
}
