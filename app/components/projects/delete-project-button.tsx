import { ConfirmRemove, type RemoveCopy } from "#app/components/confirm-remove-button";
import { Trash2 } from "#app/components/icons";
import { msg } from "#app/modules/i18n/translate";
import { ADMIN_PROJECTS_PATH } from "#app/modules/projects/display";

const COPY: RemoveCopy = {
  button: msg("Delete"),
  title: msg("Delete this project?"),
  body: msg("The project and its photos will be deleted for good."),
  confirm: msg("Delete"),
};

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
  return (
    <ConfirmRemove
      id={id}
      name={name}
      intent="delete"
      copy={COPY}
      icon={Trash2}
      action={ADMIN_PROJECTS_PATH}
      returnTo={returnTo}
    />
  );
}
