import type { WizardView } from "#app/modules/listing/wizard-view";
import { PROPERTY_MESSAGES } from "#app/modules/listings/messages";
import { ListingWizard } from "./listing-wizard";

// The schema arrives when the wizard is first touched.
const loadCheck = () => import("#app/modules/listings/schemas").then((module) => module.checkPropertyForm);

interface PropertyWizardProps {
  view: WizardView;
  initialStep: number | null;
  formToken: string;
  onInitialStepApplied: () => void;
}

/**
 * The public posting wizard: the listing wizard with PROPERTY_FORM's options. /postproperty
 * loads this module after its own code (React.lazy), so the page's initial JavaScript stays
 * within budget (docs/decisions/004-javascript-budget.md); the server renders it in full.
 */
export default function PropertyWizard({ view, initialStep, onInitialStepApplied, formToken }: PropertyWizardProps) {
  return (
    <ListingWizard
      view={view}
      messages={PROPERTY_MESSAGES}
      loadCheck={loadCheck}
      storageKey="awadh:post-property"
      path="/postproperty"
      initialStep={initialStep}
      onInitialStepApplied={onInitialStepApplied}
      redirectTo="/"
      submitLabel="Submit property"
      formToken={formToken}
    />
  );
}
