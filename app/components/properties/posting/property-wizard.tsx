import { ListingWizard } from "#app/components/listing-core/listing-wizard";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ListingDraft, WizardView } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";
import { PROPERTY_MESSAGES } from "#app/modules/properties/messages";

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
  const i18n = useI18n();
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
      redirectTo={edit ? "/profile" : "/"}
      submitLabel={edit ? i18n.t("Save changes") : i18n.t("Submit property")}
      formToken={formToken}
      initial={edit ? { draft: edit.draft, images: edit.images, hidden: { editId: edit.id } } : undefined}
    />
  );
}
