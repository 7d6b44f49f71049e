import { Form } from "react-router";
import { ConfirmRemove, type RemoveCopy, useBusy } from "#app/components/confirm-remove-button";
import { Ban, Check, Trash2 } from "#app/components/icons";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { CLOSE_REASONS, NOTE_MAX, REJECTION_REASONS } from "#app/modules/properties/status";

const base =
  "inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

/** Approve a pending listing, or an edit of a live one (the server checks that the user is an Admin). */
export function ApproveButton({ id, name, edit = false }: { id: string; name: string; edit?: boolean }) {
  const busy = useBusy(id);
  const { t } = useI18n();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={edit ? "approve-edit" : "approve"} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        className={`${base} bg-brand-700 text-white hover:bg-brand-800`}
        aria-label={t("{action} {name}", {
          action: busy ? t("Approving...") : edit ? t("Approve changes") : t("Approve"),
          name: name,
        })}
      >
        <Check aria-hidden="true" className="size-4" />
        {busy ? t("Approving...") : edit ? t("Approve changes") : t("Approve")}
      </button>
    </Form>
  );
}

/**
 * Reject a pending listing or an edit, with a reason from the list and a note the owner
 * reads. A disclosure, so it works before (or without) JavaScript and by keyboard.
 */
export function RejectForm({ id, name, edit = false }: { id: string; name: string; edit?: boolean }) {
  const busy = useBusy(id);
  const { t } = useI18n();
  const fieldId = `${edit ? "reject-edit" : "reject"}-${id}`;
  return (
    <details className="group w-full max-w-sm" data-testid="reject-form">
      <summary
        className={`${base} cursor-pointer list-none border border-red-300 bg-white text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden`}
        aria-label={t("{action} {name}", { action: edit ? t("Reject changes") : t("Reject"), name: name })}
      >
        <Ban aria-hidden="true" className="size-4" />
        {edit ? t("Reject changes") : t("Reject")}
      </summary>
      <Form method="post" preventScrollReset className="mt-2 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
        <input type="hidden" name="intent" value={edit ? "reject-edit" : "reject"} />
        <input type="hidden" name="id" value={id} />
        <div>
          <label htmlFor={`${fieldId}-reason`} className="block text-sm font-semibold text-ink">
            {t("Reason")}
          </label>
          <select
            id={`${fieldId}-reason`}
            name="reason"
            required
            defaultValue=""
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="" disabled>
              {t("Choose a reason")}
            </option>
            {Object.entries(REJECTION_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${fieldId}-note`} className="block text-sm font-semibold text-ink">
            {t("Note for the owner")} <span className="font-normal text-slate-600">{t("(optional)")}</span>
          </label>
          <textarea
            id={`${fieldId}-note`}
            name="note"
            rows={2}
            maxLength={NOTE_MAX}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <button type="submit" disabled={busy} className={`${base} bg-red-700 text-white hover:bg-red-800`}>
          {busy ? t("Rejecting...") : edit ? t("Reject changes") : t("Reject")}
        </button>
      </Form>
    </details>
  );
}

/** The owner closes a live or expired listing: sold or rented out. */
export function CloseForm({ id, name }: { id: string; name: string }) {
  const busy = useBusy(id);
  const { t } = useI18n();
  return (
    <details className="w-full max-w-xs">
      <summary
        className={`${base} cursor-pointer list-none border border-slate-300 bg-white text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden`}
        aria-label={t("{action} {name}", { action: t("Mark sold or rented"), name: name })}
      >
        {t("Mark sold or rented")}
      </summary>
      <Form method="post" preventScrollReset className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-white p-3">
        <input type="hidden" name="intent" value="close" />
        <input type="hidden" name="id" value={id} />
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t("What happened?")}</legend>
          {Object.entries(CLOSE_REASONS).map(([value, label]) => (
            <label key={value} className="mt-1 flex items-center gap-2 text-sm">
              <input type="radio" name="reason" value={value} required />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy} className={`${base} bg-brand-700 text-white hover:bg-brand-800`}>
          {t("Close the listing")}
        </button>
      </Form>
    </details>
  );
}

/** The owner confirms a live or expired listing is still available. */
export function RenewButton({ id, name, expired }: { id: string; name: string; expired: boolean }) {
  const busy = useBusy(id);
  const { t } = useI18n();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="renew" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        className={`${base} bg-brand-700 text-white hover:bg-brand-800`}
        aria-label={t("{action} {name}", { action: expired ? t("Renew") : t("Still available"), name: name })}
      >
        <Check aria-hidden="true" className="size-4" />
        {expired ? t("Renew") : t("Still available")}
      </button>
    </Form>
  );
}

interface ConfirmProps {
  id: string;
  name: string;
  intent: "delete";
}

const COPY: Record<ConfirmProps["intent"], RemoveCopy> = {
  delete: {
    button: msg("Delete"),
    title: msg("Delete this property?"),
    body: msg("The property and its photos will be deleted for good."),
    confirm: msg("Delete"),
  },
};

/** Delete, confirmed in a dialog first (the property and its photos go for good). */
export function ConfirmRemoveButton({ id, name, intent }: ConfirmProps) {
  const { t } = useI18n();
  const copy = COPY[intent];
  const words = { button: t(copy.button), title: t(copy.title), body: t(copy.body), confirm: t(copy.confirm) };
  return <ConfirmRemove id={id} name={name} intent={intent} copy={words} icon={Trash2} />;
}
