import { lazy, Suspense } from "react";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { SavedWizard } from "#app/modules/listing-core/saved-wizard";
import type { ListingDraft, WizardView } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";

/** The posting wizard's page, at /postproperty (its own frame) and its step addresses (the site's layout). */
export const WIZARD_PAGE = {
  title: msg("Post your property"),
  description: msg("List your property for free in four short steps."),
};

// The wizard's code arrives after the page's own; the server renders it in full, so the
// page is complete at once and becomes interactive a moment later
// (docs/decisions/004-javascript-budget.md).
export const loadWizard = () => import("#app/components/properties/posting/property-wizard");
const PropertyWizard = lazy(loadWizard);

/** A wizard route's clientLoader: on a navigation there, the wizard's code comes with the page's data (no loading flash). */
export async function withWizardCode<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadWizard()]);
  return data;
}

interface WizardPageProps {
  /** The form's fields as the server derived them (loader data). */
  view: WizardView;
  /** The step to open first, or null for where the person was. */
  step: number | null;
  onStepApplied: () => void;
  /** This visit's form token (a submission sent twice makes one property). */
  formToken: string;
  /** An owner's listing to edit. */
  edit?: { id: string; draft: ListingDraft; images: StoredImage[] } | null;
  /** Signed in: the poster's unsent draft kept on the server, if any (decision 059); null signed out. */
  draft?: { kept: SavedWizard | null; sentSavedAt: number } | null;
}

export function WizardPage({ view, step, onStepApplied, formToken, edit, draft }: WizardPageProps) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {edit ? t("Edit your property") : t(WIZARD_PAGE.title)}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        {edit
          ? t("Our team checks every change before visitors see it; until then a live listing stays as it is.")
          : t(
              "Listing is free. Our team checks every property before it appears on the site; you can follow it on your profile.",
            )}{" "}
        {t("Fields marked")} <span className="text-red-700">*</span> {t("are needed.")}
      </p>
      <Suspense fallback={<p className="mt-8 text-slate-600">{t("Loading the form...")}</p>}>
        <PropertyWizard
          view={view}
          initialStep={step}
          onInitialStepApplied={onStepApplied}
          formToken={formToken}
          edit={edit}
          draft={draft}
        />
      </Suspense>
    </>
  );
}
