import { data, useFetcher } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { FormMessage } from "#app/components/form-answer";
import { Pagination } from "#app/components/pagination";
import { WhoseRow } from "#app/components/whose-row";
import { telHref } from "#app/config/site";
import { agentRerasOf, markAgentReraChecked } from "#app/modules/accounts/agent-rera.server";
import { changeRole } from "#app/modules/accounts/roles.server";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { listAdmins, listSignUps } from "#app/modules/admin/dashboard.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { type ActionResult, sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { pageNumber } from "#app/modules/platform/pagination";
import { formatDate } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";
import type { Route } from "./+types/sign-ups";

export const meta = adminMeta((t) => ({
  title: t("Sign-ups"),
  description: t("Everyone who has created an account."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const locale = localeOf(request);
  const [page, admins] = await Promise.all([listSignUps(pageNumber(request.url)), listAdmins()]);
  const reras = await agentRerasOf(page.items.filter((row) => row.role === "Agent").map((row) => row.id));
  return {
    ...page,
    items: page.items.map((row) => {
      const rera = reras.get(row.id);
      return {
        ...row,
        joined: formatDate(row.createdAt, locale),
        rera: rera
          ? { number: rera.number, checkedOn: rera.checkedAt ? formatDate(rera.checkedAt, locale) : null }
          : null,
      };
    }),
    admins: admins.map((admin) => ({ ...admin, isMe: admin.id === me.id })),
  };
}

/** Make an account an Admin, or return an Admin to a Client (Admins only). */
export async function action({ request }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  const form = await request.formData();
  const userId = form.get("userId");
  const unknown = () => data<ActionResult>({ ok: false, message: msg("Unknown request.") }, 400);
  if (typeof userId !== "string") return unknown();
  const changeRoleTo = async (role: "Admin" | "Client") => {
    const outcome = await changeRole(me.id, userId, role, localeOf(request));
    return data<ActionResult>(
      { ok: outcome.ok, message: outcome.message },
      outcome.ok ? undefined : { status: outcome.status },
    );
  };
  return dispatchIntent(
    form,
    {
      "check-rera": async () =>
        (await markAgentReraChecked(userId, me.id))
          ? data<ActionResult>({ ok: true, message: RERA_MESSAGES.marked })
          : data<ActionResult>({ ok: false, message: RERA_MESSAGES.nothingToCheck }, 409),
      "make-admin": () => changeRoleTo("Admin"),
      "remove-admin": () => changeRoleTo("Client"),
    },
    unknown,
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** An Admin has looked the agent's number up on the UP RERA portal. */
function CheckReraButton({ userId, name }: { userId: string; name: string }) {
  const fetcher = useFetcher<ActionResult>();
  const { t } = useI18n();
  return (
    <fetcher.Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="check-rera" />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className="font-semibold text-brand-700 underline">
        {t(RERA_MESSAGES.markChecked)}
        <WhoseRow name={name} />
      </button>
    </fetcher.Form>
  );
}

function RoleButton({ userId, name, intent }: { userId: string; name: string; intent: "make-admin" | "remove-admin" }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const { t } = useI18n();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className="button-secondary px-3 py-1.5 text-xs whitespace-nowrap disabled:opacity-60"
      >
        {intent === "make-admin" ? t("Make Admin") : t("Remove Admin")}
        <WhoseRow name={name} />
      </button>
      {fetcher.data && !fetcher.data.ok ? <FormMessage message={t(fetcher.data.message)} tone="error" /> : null}
    </fetcher.Form>
  );
}

export default function AdminSignUps({ loaderData }: Route.ComponentProps) {
  const { items: rows, total, page, pages, admins } = loaderData;
  const { t, plural } = useI18n();
  return (
    <section>
      <AdminHeading
        title={t("Sign-ups")}
        lead={t("{count}, newest first.", { count: plural(total, COUNTS.accounts) })}
      />
      {rows.length === 0 ? (
        <EmptyNote className="mt-8 p-8 text-center">{t("No sign-ups yet.")}</EmptyNote>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("Accounts, newest first")}</caption>
            <ColumnHeads
              columns={[t("Name"), t("Number"), t("E-mail"), t("Role"), t("Joined")]}
              className="bg-slate-50 text-slate-700"
              cellClassName="px-4 py-3 font-semibold"
            />
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-3 font-semibold" translate="no">
                    {row.name}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {row.mobileNumber ? (
                      <a href={telHref(row.mobileNumber)} className="text-brand-700 hover:underline">
                        {row.mobileNumber}
                      </a>
                    ) : (
                      t("Not provided")
                    )}
                  </td>
                  {/* Whole words: an address or a state broken mid-word misreads (the table scrolls sideways on a phone). */}
                  <td className="px-4 py-3 whitespace-nowrap">
                    <a href={`mailto:${row.email}`} className="text-brand-700 hover:underline">
                      {row.email}
                    </a>
                    <span
                      className={`block text-xs ${row.emailVerified ? "text-emerald-800" : "font-semibold text-red-800"}`}
                    >
                      {row.emailVerified ? t("Confirmed") : t("Not confirmed")}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    {t(row.role)}
                    {row.rera ? (
                      <span className="block text-xs" data-testid="agent-rera">
                        <span className="font-mono">{row.rera.number}</span>{" "}
                        {row.rera.checkedOn ? (
                          <span className="text-emerald-800">
                            {t("Checked by Awadh Estates on {date}", { date: row.rera.checkedOn })}
                          </span>
                        ) : (
                          <CheckReraButton userId={row.id} name={row.name} />
                        )}
                      </span>
                    ) : null}
                    {/* Under the role it changes: one column fewer, so the table fits 1280 px without scrolling. */}
                    <div className="mt-1">
                      <RoleButton userId={row.id} name={row.name} intent="make-admin" />
                    </div>
                  </td>
                  <td className="px-4 py-3">{row.joined}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} label={t("Sign-up pages")} />

      <h2 className="mt-12 text-xl font-bold">{t("Administrators")}</h2>
      <p className="mt-1 text-slate-600">
        {t("They can approve properties and read every message. A change applies on their next page.")}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="admin-list">
        {admins.map((admin) => (
          <li key={admin.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span>
              <span className="font-semibold" translate="no">
                {admin.name}
              </span>{" "}
              <span className="break-all text-slate-600">{admin.email}</span>
              {admin.isMe ? " " : null}
              {admin.isMe ? <span className="ml-2 text-xs font-semibold text-brand-700">{t("(you)")}</span> : null}
            </span>
            {admin.isMe ? null : <RoleButton userId={admin.id} name={admin.name} intent="remove-admin" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
