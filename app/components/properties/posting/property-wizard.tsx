import { useCallback, useMemo } from "react";
import { useHref } from "react-router";
import { ListingWizard } from "#app/components/listing-core/listing-wizard";
import type { RemoteDraft } from "#app/components/listing-core/wizard-draft";
import { useOptionalUser } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import type { SavedWizard } from "#app/modules/listing-core/saved-wizard";
import type { ListingDraft, WizardView } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";
import { PROPERTY_MESSAGES } from "#app/modules/properties/words";

interface PropertyWizardProps {
  view: WizardView;
  initialStep: number | null;
  formToken: string;
  onInitialStepApplied: () => void;
  /** An owner's listing to edit, filled in. */
  edit?: { id: string; draft: ListingDraft; images: StoredImage[] } | null;
  /** Signed in: the poster's unsent draft kept on the server, if any, and when the last sent one was saved; null signed out. */
  draft?: { kept: SavedWizard | null; sentSavedAt: number } | null;
}

/** Where a new listing's poster lands once it is sent: its page, which says so and offers the next one. */
const postedHref = (id: string) => `${propertyHref(id)}&posted=1`;

/**
 * The public posting wizard: the listing wizard with PROPERTY_FORM's options. /postproperty
 * loads this module after its own code (React.lazy), so the page's initial JavaScript stays
 * within budget (docs/decisions/004-javascript-budget.md); the server renders it in full.
 * A new listing's draft is kept on the server for a signed-in poster (decision 059).
 */
export default function PropertyWizard({
  view,
  initialStep,
  onInitialStepApplied,
  formToken,
  edit,
  draft,
}: PropertyWizardProps) {
  const i18n = useI18n();
  const user = useOptionalUser();
  const draftUrl = useHref("/resources/wizard-draft");
  const save = useCallback(
    (saved: SavedWizard) => {
      const body = new URLSearchParams({
        draft: JSON.stringify({
          step: saved.step,
          values: saved.draft.values,
          amenities: saved.draft.amenities,
          imageIds: saved.images.map((image) => image.id),
          savedAt: saved.savedAt,
        }),
      });
      // Kept in this tab whatever happens; the account's copy is a convenience, so a failure is let go.
      fetch(draftUrl, { method: "POST", body, keepalive: true }).catch(() => {});
    },
    [draftUrl],
  );
  // Signed in (the loader read the account's draft, or found none), and not an edit.
  const account = user?.id;
  const remote = useMemo<RemoteDraft | undefined>(
    () => (draft && !edit && account ? { account, kept: draft.kept, sentSavedAt: draft.sentSavedAt, save } : undefined),
    [draft, edit, save, account],
  );
  return (
    <ListingWizard
      view={view}
      messages={PROPERTY_MESSAGES}
      // The schema arrives when the wizard is first touched, its messages in the page's language.
      loadCheck={() =>
        import("#app/modules/properties/posting/schemas").then((module) => module.propertyCheck("wizard", i18n))
      }
      storageKey={edit ? `awadh:edit-property:${edit.id}` : "awadh:post-property"}
      path={edit ? `/postproperty?edit=${edit.id}` : "/postproperty"}
      initialStep={initialStep}
      onInitialStepApplied={onInitialStepApplied}
      redirectTo={edit ? "/profile" : postedHref}
      submitLabel={edit ? i18n.t("Save changes") : i18n.t("Submit property")}
      formToken={formToken}
      initial={edit ? { draft: edit.draft, images: edit.images, hidden: { editId: edit.id } } : undefined}
      remote={remote}
    />
  );
}
