import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Ban, Check, Trash2 } from "#app/components/icons";
import { Modal } from "#app/components/modal";

function useBusy(id: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("id") === id;
}

const base =
  "inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

/** Approve: pending to approved (the server checks that the user is an Admin). */
export function ApproveButton({ id, name }: { id: string; name: string }) {
  const busy = useBusy(id);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} className={`${base} bg-brand-700 text-white hover:bg-brand-800`}>
        <Check aria-hidden="true" className="size-4" />
        {busy ? "Approving..." : "Approve"}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}

interface ConfirmProps {
  id: string;
  name: string;
  intent: "reject" | "delete";
}

const COPY = {
  reject: {
    button: "Reject",
    title: "Reject this property?",
    body: "The property and its photos will be deleted. The owner can post it again.",
    confirm: "Reject and delete",
  },
  delete: {
    button: "Delete",
    title: "Delete this property?",
    body: "The property and its photos will be deleted for good.",
    confirm: "Delete",
  },
} as const;

/** Reject or Delete, confirmed in a dialog first (both delete the property and its photos). */
export function ConfirmRemoveButton({ id, name, intent }: ConfirmProps) {
  const [open, setOpen] = useState(false);
  const busy = useBusy(id);
  const titleId = useId();
  const bodyId = useId();
  const copy = COPY[intent];
  const Icon = intent === "reject" ? Ban : Trash2;
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setOpen(true)}
        className={`${base} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {busy ? "Deleting..." : copy.button}
        <span className="sr-only"> {name}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        describedBy={bodyId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl shadow-xl"
      >
        <Form method="post" preventScrollReset className="p-6" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {copy.title}
          </h2>
          <p id={bodyId} className="mt-2 text-slate-600">
            <span className="font-semibold text-ink">{name}</span>. {copy.body}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
            >
              Cancel
            </button>
            <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
              {copy.confirm}
            </button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
