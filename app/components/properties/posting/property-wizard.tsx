import type { ListingDraft, WizardView } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";
import { PROPERTY_MESSAGES } from "#app/modules/properties/messages";
import { ListingWizard } from "./listing-wizard";

// The schema arrives when the wizard is first touched.
const loadCheck = () => import("#app/modules/properties/posting/schemas").then((module) => module.checkPropertyForm);

interface PropertyWizardProps {
  view: WizardView;
  initialStep: number | null;
  formToken: string;
  onInitialStepApplied: () => void;
  /** An owner's listing to edit, filled in. */
  edit?: { id: string; draft: ListingDraft; images: StoredImage[] } | null;
}

/**
 * The public posting wizard: the listing wizard with PROPERTY_FORM's options. /postproperty
 * loads this module after its own code (React.lazy), so the page's initial JavaScript stays
 * within budget (docs/decisions/004-javascript-budget.md); the server renders it in full.
 */
export default function PropertyWizard({
  view,
  initialStep,
  onInitialStepApplied,
  formToken,
  edit,
}: PropertyWizardProps) {
  return (
    <ListingWizard
      view={view}
      messages={PROPERTY_MESSAGES}
      loadCheck={loadCheck}
      storageKey={edit ? `awadh:edit-property:${edit.id}` : "awadh:post-property"}
      path={edit ? `/postproperty?edit=${edit.id}` : "/postproperty"}
      initialStep={initialStep}
      onInitialStepApplied={onInitialStepApplied}
      redirectTo={edit ? "/profile" : "/"}
      submitLabel={edit ? "Save changes" : "Submit property"}
      formToken={formToken}
      initial={edit ? { draft: edit.draft, images: edit.images, hidden: { editId: edit.id } } : undefined}
    />
  );
}
