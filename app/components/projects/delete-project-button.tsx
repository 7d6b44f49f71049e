import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Trash2 } from "#app/components/icons";
import { Modal } from "#app/components/modal";

import { ADMIN_PROJECTS_PATH } from "#app/modules/projects/display";

interface DeleteProjectButtonProps {
  id: string;
  name: string;
  /** Where to go once it is deleted (a project page has nothing left to show). */
  returnTo?: string;
}

/**
 * Delete a new project and its photos, confirmed in a dialog first. The form posts to the
 * Admin's project desk, whose action checks the Admin role on the server.
 */
export function DeleteProjectButton({ id, name, returnTo }: DeleteProjectButtonProps) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  const titleId = useId();
  const bodyId = useId();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {busy ? "Deleting..." : "Delete"}
        <span className="sr-only"> {name}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        describedBy={bodyId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl shadow-xl"
      >
        <Form
          method="post"
          action={ADMIN_PROJECTS_PATH}
          preventScrollReset
          className="p-6"
          onSubmit={() => setOpen(false)}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <h2 id={titleId} className="text-xl font-bold text-ink">
            Delete this project?
          </h2>
          <p id={bodyId} className="mt-2 text-slate-600">
            <span className="font-semibold text-ink">{name}</span>. The project and its photos will be deleted for good.
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
              Delete
            </button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
