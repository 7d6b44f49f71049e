import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { SelectField, TextArea, TextField } from "#app/components/forms";
import { PageHeader } from "#app/components/page-header";
import { Name, Words } from "#app/components/words";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import type { ConversationPageData, ThreadMessage, VisitView } from "#app/modules/properties/messages/view";
import { formatVisitTime } from "#app/modules/properties/messages/visit-times";
import {
  CONVERSATION_REPORT_REASONS,
  type ConversationIntent,
  type ConversationResult,
} from "#app/modules/properties/messages/words";
import { formatDateTime } from "#app/modules/text/format";
import { useLiveUpdates } from "./use-live-updates";
import { VisitTimeFields } from "./visit-time-fields";

const REPORT_REASONS = Object.keys(CONVERSATION_REPORT_REASONS);

const BUTTON = "inline-flex items-center justify-center rounded-lg px-4 py-2 font-semibold";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70`;
const SECONDARY = `${BUTTON} border border-slate-300 bg-white hover:bg-slate-50 disabled:opacity-70`;
const CARD = "rounded-2xl border border-slate-200 p-5";

/** The answer of one form only (each names its intent). */
function Answer({ result, intents }: { result?: ConversationResult; intents: readonly ConversationIntent[] }) {
  const { t } = useI18n();
  const mine = result && intents.includes(result.intent) ? result : undefined;
  return <FormMessage message={mine ? t(mine.message) : null} tone={mine?.ok ? "success" : "error"} />;
}

function Hidden({ intent, fields = {} }: { intent: ConversationIntent; fields?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A form that is one button: posts its intent (and fields), as the page's answers name it. */
function IntentButton({
  intent,
  fields,
  className = SECONDARY,
  formClassName,
  children,
}: {
  intent: ConversationIntent;
  fields?: Record<string, string>;
  className?: string;
  formClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <Hidden intent={intent} fields={fields} />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/**
 * A conversation about one listing: its messages in order (who and when), the reply form,
 * site visits, contacts shared by consent, and mute, block and report. Every control is a
 * form that works without JavaScript; with it, new messages arrive without a reload.
 */
export function ConversationPage({ page, result }: { page: ConversationPageData; result?: ConversationResult }) {
  const { t, locale } = useI18n();
  const { conversation, visits } = page;
  const other = conversation.other;
  const otherName = other?.name ?? t("Deleted account");
  useLiveUpdates(15_000);
  return (
    <>
      <PageHeader
        back={{ to: "/messages", label: t("Back to your messages") }}
        title={<Words message={t("About {listing}")} values={{ listing: <Name>{conversation.listing}</Name> }} />}
        lead={
          other ? (
            <Words
              message={
                conversation.side === "seeker"
                  ? t("With {name} ({role}), who posted this property.")
                  : t("With {name} ({role}), who asked about your property.")
              }
              values={{ name: <Name>{other.name}</Name>, role: t(other.role) }}
            />
          ) : (
            t("The other person deleted their account; their messages were removed.")
          )
        }
      />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {conversation.propertyId ? (
            <p>
              {t("See the property")}:{" "}
              <Link
                to={propertyHref(conversation.propertyId)}
                className="font-semibold text-brand-700 underline"
                translate="no"
              >
                {conversation.listing}
              </Link>
            </p>
          ) : (
            <p className="text-slate-600">{t("This property is no longer on the site.")}</p>
          )}
          <section aria-labelledby="messages-title">
            <h2 id="messages-title" className="text-xl font-bold">
              {t("Messages")}
            </h2>
            {conversation.messages.length ? (
              <ol className="mt-4 space-y-3" data-testid="messages">
                {conversation.messages.map((message, index) => (
                  <li
                    key={message.id}
                    className={`max-w-[85%] rounded-2xl border p-4 ${
                      message.mine ? "ml-auto border-brand-200 bg-brand-50" : "border-slate-200 bg-white"
                    }`}
                    data-testid="message"
                  >
                    <p className="text-sm text-slate-600">
                      <span className="font-semibold text-ink" translate={message.mine || !other ? undefined : "no"}>
                        {message.mine ? t("You") : otherName}
                      </span>{" "}
                      · <time dateTime={message.at}>{formatDateTime(message.at, locale)}</time>
                    </p>
                    <p className="mt-1 whitespace-pre-wrap wrap-anywhere" translate="no">
                      {message.body}
                    </p>
                    {/* Said once, on the first such message of each side: the reply box says it too. */}
                    {message.masked && firstMasked(conversation.messages, message) === index ? (
                      <p className="mt-2 text-sm text-slate-600" data-testid="masked-note">
                        {message.mine
                          ? t(
                              "The other side sees the numbers and e-mail addresses in this message hidden until you both agree to share contacts.",
                            )
                          : t("Numbers and e-mail addresses are hidden until you both agree to share contacts.")}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-slate-600">{t("No messages yet.")}</p>
            )}
          </section>
          {conversation.closed ? (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700" data-testid="closed">
              {!other
                ? t("This person has deleted their account, so the conversation is closed.")
                : conversation.block === "me"
                  ? t("You have blocked this person. Unblock them to write to them again.")
                  : t("You cannot write to this person: they do not take messages from you.")}
            </p>
          ) : (
            <ReplyForm result={result} />
          )}
        </div>
        <aside className="space-y-6">
          <ContactsCard page={page} result={result} />
          <VisitsCard page={page} visits={visits} result={result} />
          <SettingsCard page={page} result={result} />
        </aside>
      </div>
    </>
  );
}

/** The place of the first masked message from the same side as `message`. */
function firstMasked(messages: readonly ThreadMessage[], message: ThreadMessage): number {
  return messages.findIndex((each) => each.masked && each.mine === message.mine);
}

function ReplyForm({ result }: { result?: ConversationResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (result?.intent === "send" && result.ok) form.current?.reset();
  }, [result]);
  return (
    <Form method="post" ref={form} className="space-y-3" aria-label={t("Reply")}>
      <Hidden intent="send" />
      <TextArea
        label={t("Your message")}
        name="body"
        rows={4}
        maxLength={2000}
        required
        invalid={result?.intent === "send" && !result.ok}
      />
      <p className="text-sm text-slate-600">
        {t(
          "Numbers and e-mail addresses you type stay hidden from the other side until you both agree to share contacts.",
        )}
      </p>
      <Answer result={result} intents={["send"]} />
      <button type="submit" className={PRIMARY} disabled={busy}>
        {busy ? t("Sending...") : t("Send")}
      </button>
    </Form>
  );
}

function ContactsCard({ page, result }: { page: ConversationPageData; result?: ConversationResult }) {
  const { t } = useI18n();
  const { conversation } = page;
  const { contacts, other } = conversation;
  return (
    <section aria-labelledby="contacts-title" className={CARD} data-testid="contacts">
      <h2 id="contacts-title" className="text-lg font-bold">
        {t("Contacts")}
      </h2>
      {contacts.shared && other ? (
        <dl className="mt-3 space-y-2">
          <div>
            <dt className="text-sm text-slate-600">{t("Mobile")}</dt>
            <dd translate="no">
              <a href={`tel:+91${other.mobileNumber}`} className="font-semibold text-brand-700 underline">
                {other.mobileNumber}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("Email")}</dt>
            <dd className="wrap-anywhere">
              <a href={`mailto:${other.email}`} className="font-semibold text-brand-700 underline">
                {other.email}
              </a>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-slate-600">
          {contacts.offeredToMe ? (
            <Words
              message={t("{name} offers to share contacts. If you accept, you each see the other's number and e-mail.")}
              values={{ name: <Name>{other?.name ?? ""}</Name> }}
            />
          ) : contacts.offeredByMe ? (
            t("You offered to share contacts. They see your number once they accept.")
          ) : (
            t("Your number and e-mail stay private. Share them only when you both agree.")
          )}
        </p>
      )}
      {!contacts.shared && !conversation.closed ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {contacts.offeredToMe ? (
            <>
              <IntentButton intent="accept-contacts" className={PRIMARY}>
                {t("Accept and share contacts")}
              </IntentButton>
              <IntentButton intent="decline-contacts">{t("Decline")}</IntentButton>
            </>
          ) : contacts.offeredByMe ? null : (
            <IntentButton intent="offer-contacts">{t("Offer to share my number")}</IntentButton>
          )}
        </div>
      ) : null}
      <div className="mt-3">
        {/* An offer made is said by the line above; its answer would say it again. */}
        <Answer
          result={result?.intent === "offer-contacts" && result.ok ? undefined : result}
          intents={["offer-contacts", "accept-contacts", "decline-contacts"]}
        />
      </div>
    </section>
  );
}

function visitStatus(visit: VisitView, t: (key: string, values?: Record<string, string>) => string, when: string) {
  switch (visit.status) {
    case "confirmed":
      return t("Confirmed for {when}.", { when });
    case "declined":
      return visit.proposedByMe ? t("They declined these times.") : t("You declined these times.");
    case "superseded":
      return t("Replaced by newer times.");
    case "cancelled":
      return visit.cancelledByMe ? t("You cancelled it.") : t("They cancelled it.");
    case "lapsed":
      return t("These times have passed.");
    default:
      return visit.proposedByMe ? t("Waiting for their answer.") : t("They proposed these times. Choose one:");
  }
}

function VisitsCard({
  page,
  visits,
  result,
}: {
  page: ConversationPageData;
  visits: VisitView[];
  result?: ConversationResult;
}) {
  const { t, locale } = useI18n();
  const { conversation } = page;
  return (
    <section aria-labelledby="visits-title" className={CARD} data-testid="visits">
      <h2 id="visits-title" className="text-lg font-bold">
        {t("Site visits")}
      </h2>
      {page.visitHours ? (
        <p className="mt-1 text-sm text-slate-600">{t("Visits accepted: {hours}.", { hours: page.visitHours })}</p>
      ) : null}
      <Answer result={result} intents={["confirm-visit", "decline-visit", "cancel-visit"]} />
      {visits.length ? (
        <ul className="mt-3 space-y-4">
          {visits.map((visit) => {
            const when = visit.confirmedSlot ? formatVisitTime(visit.confirmedSlot, locale) : "";
            return (
              <li key={visit.id} className="rounded-xl bg-slate-50 p-3" data-testid="visit" data-status={visit.status}>
                <p className="font-semibold">{visitStatus(visit, t, when)}</p>
                {visit.status === "cancelled" && visit.reason ? (
                  <p className="text-sm text-slate-700">{t("Reason: {reason}", { reason: visit.reason })}</p>
                ) : null}
                {visit.status !== "confirmed" ? (
                  <ul className="mt-2 space-y-2">
                    {visit.slots.map((slot) => (
                      <li key={slot}>
                        {visit.canAnswer ? (
                          <IntentButton
                            intent="confirm-visit"
                            fields={{ visitId: visit.id, slot }}
                            className={`${SECONDARY} w-full`}
                          >
                            {t("Confirm {when}", { when: formatVisitTime(slot, locale) })}
                          </IntentButton>
                        ) : (
                          <time dateTime={slot}>{formatVisitTime(slot, locale)}</time>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <a
                    href={`/messages/visit/${visit.id}.ics`}
                    download="site-visit.ics"
                    className="mt-2 inline-block font-semibold text-brand-700 underline"
                  >
                    {t("Add to my calendar (.ics)")}
                  </a>
                )}
                {visit.canAnswer ? (
                  <IntentButton intent="decline-visit" fields={{ visitId: visit.id }} formClassName="mt-2">
                    {t("Decline these times")}
                  </IntentButton>
                ) : null}
                {visit.canCancel && !visit.canAnswer ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer font-semibold text-slate-700">
                      {visit.status === "confirmed" ? t("Cancel this visit") : t("Withdraw these times")}
                    </summary>
                    <Form method="post" className="mt-2 space-y-2">
                      <Hidden intent="cancel-visit" fields={{ visitId: visit.id }} />
                      <TextField label={t("Why? (the other side reads it)")} name="reason" required maxLength={300} />
                      <button type="submit" className={SECONDARY}>
                        {visit.status === "confirmed" ? t("Cancel the visit") : t("Withdraw")}
                      </button>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t("No visit planned yet.")}</p>
      )}
      {page.visitHours && !conversation.closed ? <ProposeForm page={page} result={result} /> : null}
    </section>
  );
}

function ProposeForm({ page, result }: { page: ConversationPageData; result?: ConversationResult }) {
  const { t } = useI18n();
  const answering = page.visits.some((visit) => visit.canAnswer);
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-slate-200 pt-4" aria-label={t("Propose a visit")}>
      <Hidden intent="propose-visit" />
      <h3 className="font-semibold">{answering ? t("Or propose other times") : t("Propose a visit")}</h3>
      <p className="text-sm text-slate-600">{t("Offer up to three times; the other side confirms one.")}</p>
      <VisitTimeFields range={page.slotRange} invalid={result?.intent === "propose-visit" && !result.ok} />
      <Answer result={result} intents={["propose-visit"]} />
      <button type="submit" className={PRIMARY}>
        {t("Send these times")}
      </button>
    </Form>
  );
}

function SettingsCard({ page, result }: { page: ConversationPageData; result?: ConversationResult }) {
  const { t } = useI18n();
  const { conversation } = page;
  return (
    <section aria-labelledby="settings-title" className={CARD}>
      <h2 id="settings-title" className="text-lg font-bold">
        {t("This conversation")}
      </h2>
      <Answer result={result} intents={["mute", "unmute", "block", "unblock", "report"]} />
      <div className="mt-3 flex flex-wrap gap-2">
        <IntentButton intent={conversation.muted ? "unmute" : "mute"}>
          {conversation.muted ? t("Unmute e-mails") : t("Mute e-mails")}
        </IntentButton>
        {conversation.other ? (
          <IntentButton intent={conversation.block === "me" ? "unblock" : "block"}>
            <Words
              message={conversation.block === "me" ? t("Unblock {name}") : t("Block {name}")}
              values={{ name: <Name>{conversation.other.name}</Name> }}
            />
          </IntentButton>
        ) : null}
      </div>
      {conversation.reported ? (
        <p className="mt-3 text-sm text-slate-600">{t("You reported this conversation; our team will read it.")}</p>
      ) : (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-slate-700">{t("Report this conversation")}</summary>
          <Form method="post" className="mt-2 space-y-2">
            <Hidden intent="report" />
            <SelectField
              label={t("What is wrong?")}
              name="reason"
              required
              options={REPORT_REASONS}
              optionLabel={(reason) =>
                t(CONVERSATION_REPORT_REASONS[reason as keyof typeof CONVERSATION_REPORT_REASONS])
              }
              placeholder={t("Choose a reason")}
            />
            <TextArea label={t("Anything to add (optional)")} name="note" rows={2} maxLength={500} />
            <p className="text-sm text-slate-600">{t("Our team reads only conversations reported to it.")}</p>
            <button type="submit" className={SECONDARY}>
              {t("Send the report")}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
