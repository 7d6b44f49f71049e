import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { IconProps } from "#app/components/icons";
import { Modal } from "#app/components/modal";
import { Name } from "#app/components/words";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** True while this record's form (its hidden id) is being sent. */
export function useBusy(id: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("id") === id;
}

export interface RemoveCopy {
  button: string;
  title: string;
  body: string;
  confirm: string;
}

interface ConfirmRemoveProps {
  id: string;
  name: string;
  intent: string;
  copy: RemoveCopy;
  icon: React.ComponentType<IconProps>;
  /** The route whose action removes it (the current page's when omitted). */
  action?: string;
  /** Where to go afterwards, for a page that has nothing left to show. */
  returnTo?: string;
}

/**
 * A button that removes a record (and its photos) once a dialog confirms it. The form
 * posts intent and id; the action checks on the server who may remove what.
 */
export function ConfirmRemove({ id, name, intent, copy, icon: Icon, action, returnTo }: ConfirmRemoveProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const busy = useBusy(id);
  const titleId = useId();
  const bodyId = useId();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setOpen(true)}
        aria-label={t("{action} {name}", { action: busy ? t("Deleting...") : t(copy.button), name })}
        className="inline-flex items-center gap-1.5 rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
      >
        <Icon aria-hidden="true" className="size-4" />
        {busy ? t("Deleting...") : t(copy.button)}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        describedBy={bodyId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl shadow-xl"
      >
        <Form method="post" action={action} preventScrollReset className="p-6" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {t(copy.title)}
          </h2>
          <p id={bodyId} className="mt-2 text-slate-600">
            <Name className="font-semibold text-ink">{name}</Name>
            {t(".")} {t(copy.body)}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className="button-secondary px-4 py-2">
              {t("Cancel")}
            </button>
            <button type="submit" className="button-danger px-4 py-2">
              {t(copy.confirm)}
            </button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
