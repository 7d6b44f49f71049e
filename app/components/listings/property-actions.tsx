import { Form } from "react-router";
import { ConfirmRemove, type RemoveCopy, useBusy } from "#app/components/confirm-remove-button";
import { Ban, Check, Trash2 } from "#app/components/icons";

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

const COPY: Record<ConfirmProps["intent"], RemoveCopy> = {
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
};

/** Reject or Delete, confirmed in a dialog first (both delete the property and its photos). */
export function ConfirmRemoveButton({ id, name, intent }: ConfirmProps) {
  return (
    <ConfirmRemove id={id} name={name} intent={intent} copy={COPY[intent]} icon={intent === "reject" ? Ban : Trash2} />
  );
}
