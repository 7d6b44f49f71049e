import { data, Form, Link, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AnswerMessage } from "#app/components/admin/answer";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { Name, Words } from "#app/components/words";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import {
  reportedConversations,
  resolveConversationReport,
} from "#app/modules/properties/messages/conversations.server";
import { CONVERSATION_REPORT_REASONS, type ConversationReportReason } from "#app/modules/properties/messages/words";
import { formatDateTime } from "#app/modules/text/format";
import type { Route } from "./+types/messages";

export const meta = adminMeta((t) => ({
  title: t("Reported conversations"),
  description: t("Conversations people reported to the team."),
}));

const ANSWERS = {
  resolved: msg("Marked as dealt with."),
  missing: msg("This report is already dealt with."),
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { reports: await reportedConversations() };
}

/** An Admin marks a report dealt with (Admins only, checked first). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  return (await resolveConversationReport(admin.id, String(form.get("id") ?? "")))
    ? { ok: true, message: ANSWERS.resolved }
    : data({ ok: false, message: ANSWERS.missing }, 404);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/**
 * /admin/conversations: only the conversations someone reported, each as it was written,
 * with who reported it and why. The team never sees conversations nobody reported.
 */
export default function AdminConversations({ loaderData }: Route.ComponentProps) {
  const { reports } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t, locale } = useI18n();
  return (
    <section>
      <AdminHeading
        title={t("Reported conversations")}
        lead={t(
          "Conversations a seeker or a poster reported. Only reported conversations are shown here. Read it, act on the account if needed, then mark the report as dealt with.",
        )}
      />
      <AnswerMessage answer={actionData} className="mt-4" />
      {reports.length ? (
        <ul className="mt-6 space-y-4" data-testid="reported-conversations">
          {reports.map((report) => (
            <li
              key={report.reportId}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-testid="reported-conversation"
            >
              <p className="font-semibold" translate="no">
                {report.propertyId ? (
                  <Link to={propertyHref(report.propertyId)} className="hover:underline">
                    {report.listing}
                  </Link>
                ) : (
                  report.listing
                )}
              </p>
              <p className="text-sm text-slate-600">
                <Words
                  message={t("Seeker: {seeker} · Poster: {poster}")}
                  values={{
                    seeker: report.seeker ? <Name>{report.seeker}</Name> : t("Deleted account"),
                    poster: report.poster ? <Name>{report.poster}</Name> : t("Deleted account"),
                  }}
                />
              </p>
              <p className="mt-1 text-sm">
                <Words
                  message={t("{reason} reported by {name} on {date}")}
                  values={{
                    reason: (
                      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-950">
                        {t(CONVERSATION_REPORT_REASONS[report.reason as ConversationReportReason] ?? report.reason)}
                      </span>
                    ),
                    name: report.reporter ? <Name>{report.reporter}</Name> : t("Deleted account"),
                    date: formatDateTime(report.reportedAt, locale),
                  }}
                />
              </p>
              {report.note ? (
                <p className="mt-1 text-sm italic" translate="no">
                  “{report.note}”
                </p>
              ) : null}
              <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3">
                {report.messages.map((message) => (
                  <li key={message.id}>
                    <p className="text-xs text-slate-600">
                      {message.author ? <Name>{message.author}</Name> : t("Deleted account")}
                      {message.side ? ` (${message.side === "seeker" ? t("seeker") : t("poster")})` : ""} ·{" "}
                      {formatDateTime(message.at, locale)}
                    </p>
                    <p className="whitespace-pre-wrap wrap-anywhere" translate="no">
                      {message.body}
                    </p>
                  </li>
                ))}
              </ol>
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={report.reportId} />
                <button type="submit" className="button-secondary px-3 py-1.5">
                  {t("Mark as dealt with")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote className="mt-6 p-6">{t("No reported conversations.")}</EmptyNote>
      )}
    </section>
  );
}
