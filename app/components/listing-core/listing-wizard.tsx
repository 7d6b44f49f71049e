import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { focusField } from "#app/components/forms";
import { HoldEarlyEdits } from "#app/components/listing-core/early-edits";
import { useLazyCheck } from "#app/components/listing-core/use-lazy-check";
import { type RemoteDraft, useKeptWizard } from "#app/components/listing-core/wizard-draft";
import { useOptionalUser } from "#app/components/root-data";
import type { Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ListingCheck, PostResult } from "#app/modules/listing-core/schema";
import { emptyDraft, type ListingDraft, type WizardView, withField } from "#app/modules/listing-core/wizard-view";
import type { WizardMessages } from "#app/modules/listing-core/words";
import type { StoredImage } from "#app/modules/media/image-urls";
import { type Message, useWizardAnswer, useWizardMoves, useWizardRestore, type WizardState } from "./wizard-hooks";
import { AmenitiesStep, FieldsStep, PhotosStep, StepList, WizardMessage, WizardNav, WizardStep } from "./wizard-steps";

export { WIZARD_REDIRECT_MS } from "./wizard-hooks";

/** The four steps' titles: the two of fields, then the amenities and the photos. */
const stepTitles = (view: WizardView, t: Translator["t"]) => [
  ...view.steps.map((step) => step.title),
  t("Amenities"),
  t("Upload Images"),
];

export interface ListingWizardProps {
  /** The form's fields, steps and options, as the server derived them from the declaration. */
  view: WizardView;
  messages: WizardMessages;
  /**
   * Loads the shared schema's check when the person first touches the form (a dynamic
   * import), so Zod is not part of the page's initial JavaScript.
   */
  loadCheck: () => Promise<ListingCheck>;
  /** Where this tab keeps the draft across reloads. */
  storageKey: string;
  /** The wizard's own path, for the way back after signing in. */
  path: string;
  /** A step to open first (?step=N), and what to do once it is applied. */
  initialStep?: number | null;
  onInitialStepApplied?: () => void;
  /**
   * After a successful submission: go here after a moment, or (a function of the new
   * listing's id) at once, or stay for the next one.
   */
  redirectTo?: string | ((id: string) => string);
  /** A link shown with the success message (to the listing just posted). */
  successLink?: (id: string) => { to: string; label: string };
  submitLabel: string;
  /**
   * Something to show under a field, announced when it changes (the project wizard shows
   * the chosen city's summary). Return undefined for fields without one, null for nothing yet.
   */
  fieldExtra?: (field: string, draft: ListingDraft) => React.ReactNode | undefined;
  /**
   * The one-time token the page's loader issued: sent with the submission, so a double
   * click or a resend makes one listing. The server answers a success with the next one.
   */
  formToken?: string;
  /** An existing listing to edit: the wizard opens filled in, and sends these hidden fields with it. */
  initial?: { draft: ListingDraft; images: StoredImage[]; hidden: Record<string, string> };
  /** The signed-in poster's draft on the server, and how to keep it there (decision 059). */
  remote?: RemoteDraft;
}

/**
 * The four-step listing wizard (Property Details, Additional Details, Amenities, Upload
 * Images), driven by a form declaration: the public property wizard and the Admin's
 * city-project wizard are this one component. Next checks the step with the server's own
 * schema (decision 060; the old product had no per-step checks), Previous moves freely; Submit
 * checks the whole form and, on a mistake, opens the step that asks for the field. The draft
 * survives a reload.
 */
export function ListingWizard({
  view,
  messages,
  loadCheck,
  storageKey,
  path,
  initialStep,
  onInitialStepApplied,
  redirectTo,
  successLink,
  submitLabel,
  fieldExtra,
  formToken: issuedToken,
  initial,
  remote,
}: ListingWizardProps) {
  const user = useOptionalUser();
  const { t } = useI18n();
  const fetcher = useFetcher<PostResult>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRefs = useRef<Array<HTMLHeadingElement | null>>([]);
  const timer = useRef<number | undefined>(undefined);
  const { checking, preload, withCheck } = useLazyCheck(loadCheck);
  const [step, setStep] = useState(initialStep ?? 1);
  const [draft, setDraft] = useState<ListingDraft>(() => initial?.draft ?? emptyDraft(view));
  const [images, setImages] = useState<StoredImage[]>(() => initial?.images ?? []);
  const [restored, setRestored] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  // The fields to fix, each with its message (the whole step's at once), shown with an error message.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [formToken, setFormToken] = useState(issuedToken);
  const [round, setRound] = useState(0);
  const submitting = fetcher.state !== "idle" || checking;
  const shownErrors = message?.tone === "error" ? fieldErrors : {};
  const loginHref = `/login?redirectTo=${encodeURIComponent(path)}`;
  const state: WizardState = {
    step,
    setStep,
    setDraft,
    setImages,
    setMessage,
    setFieldErrors,
    setFocusTarget,
    timer,
  };

  // A sent listing (or a saved edit) is not kept: the next one opens from the listing as it then is.
  const [sent, setSent] = useState(false);
  const kept = useKeptWizard(storageKey, { step, draft, images }, { restored, stopped: sent, remote });
  useWizardRestore({ view, storageKey, remote, initial, initialStep, onInitialStepApplied }, state, kept, setRestored);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === "heading") headingRefs.current[step - 1]?.focus();
    else focusField(formRef.current, focusTarget);
    setFocusTarget(null);
  }, [focusTarget, step]);

  const later = useWizardAnswer({ view, storageKey, redirectTo, successLink, initial }, state, {
    fetcher,
    navigate,
    t,
    loginHref,
    setFormToken,
    setSent,
    setRound,
  });
  const { goTo, forward, onSubmit } = useWizardMoves({ remote, path, messages }, state, {
    t,
    formRef,
    withCheck,
    fetcher,
    kept,
    signedIn: Boolean(user),
    submitting,
    uploading,
    later,
    loginHref,
  });

  function setField(field: string, value: string) {
    setDraft((current) => withField(current, field, value));
  }

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  return (
    <>
      <HoldEarlyEdits />
      <StepList titles={stepTitles(view, t)} step={step} onPick={forward} />

      <fetcher.Form
        method="post"
        // Its own page's action, wherever the wizard is shown (/PropertyDetails posts to /postproperty).
        action={path}
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={preload}
        onPointerEnter={preload}
        noValidate
        // Set once the saved draft is restored (tests wait for it before typing).
        data-ready={restored ? "" : undefined}
        // What is changed here before the code comes is noted, and put back once it has (B6).
        data-early-edits=""
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
        {Object.entries(initial?.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {stepTitles(view, t).map((title, index) => {
          const number = index + 1;
          return (
            <WizardStep
              key={title}
              number={number}
              title={title}
              step={step}
              headingRef={(element) => {
                headingRefs.current[index] = element;
              }}
            >
              {number === 3 ? (
                <AmenitiesStep view={view} draft={draft} invalid={"amenities" in shownErrors} setDraft={setDraft} />
              ) : number === 4 ? (
                <PhotosStep
                  step={step}
                  images={images}
                  setImages={setImages}
                  signedIn={Boolean(user)}
                  path={path}
                  onBusyChange={onBusyChange}
                  invalid={"imageIds" in shownErrors}
                  noun={view.noun}
                />
              ) : (
                <FieldsStep
                  key={round}
                  fields={view.steps[index]?.fields ?? []}
                  draft={draft}
                  setField={setField}
                  shownErrors={shownErrors}
                  fieldExtra={fieldExtra}
                />
              )}
            </WizardStep>
          );
        })}

        <WizardMessage message={message} />

        <WizardNav
          step={step}
          goTo={goTo}
          forward={forward}
          submitting={submitting}
          uploading={uploading}
          submitLabel={submitLabel}
        />
      </fetcher.Form>
    </>
  );
}
