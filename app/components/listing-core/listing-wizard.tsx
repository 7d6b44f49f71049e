import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { type EarlyEdit, HoldEarlyEdits, takeEarlyEdits } from "#app/components/listing-core/early-edits";
import { useLazyCheck } from "#app/components/listing-core/use-lazy-check";
import { useWizardStep } from "#app/components/listing-core/use-wizard-step";
import {
  cleanSaved,
  type RemoteDraft,
  readSaved,
  useKeptWizard,
  wizardToOpen,
} from "#app/components/listing-core/wizard-draft";
import { WizardFoot, WizardStepList, WizardSteps } from "#app/components/listing-core/wizard-steps";
import { useOptionalUser } from "#app/components/root-data";
import type { Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ListingCheck, PostResult } from "#app/modules/listing-core/schema";
import { emptyDraft, type ListingDraft, type WizardView, withField } from "#app/modules/listing-core/wizard-view";
import type { WizardMessages } from "#app/modules/listing-core/words";
import type { StoredImage } from "#app/modules/media/image-urls";

/** How long a message stays on screen before the wizard moves on (home, or login). */
export const WIZARD_REDIRECT_MS = 1500;
const LAST_STEP = 4;

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
export function ListingWizard(props: ListingWizardProps) {
  const { view, messages, loadCheck, storageKey, path, initialStep, redirectTo, successLink, submitLabel } = props;
  const { fieldExtra, formToken: issuedToken, initial, remote } = props;
  const user = useOptionalUser();
  const { t } = useI18n();
  const fetcher = useFetcher<PostResult>();
  const navigate = useNavigate();
  const later = useLater();
  const { checking, preload, withCheck } = useLazyCheck(loadCheck);
  const wizard = useWizardStep(initialStep, LAST_STEP);
  const { formRef, step, setStep, message, setMessage, shownErrors } = wizard;
  // A sent listing (or a saved edit) is not kept: the next one opens from the listing as it then is.
  const [sent, setSent] = useState(false);
  const { draft, setDraft, images, setImages, restored, kept, round, startAfresh } = useWizardDraft(props, {
    step,
    setStep,
    sent,
  });
  const [uploading, setUploading] = useState(false);
  const [formToken, setFormToken] = useState(issuedToken);
  const submitting = fetcher.state !== "idle" || checking;
  const loginHref = `/login?redirectTo=${encodeURIComponent(path)}`;

  const result = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: answers each answer once, when it comes
  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    if (!result.ok) {
      const { step: _step, ...onPage } = result;
      wizard.refuse(result.signedOut ? onPage : result, t(result.message));
      if (result.signedOut) later(loginHref);
      return;
    }
    if (result.nextFormToken) setFormToken(result.nextFormToken);
    window.sessionStorage.removeItem(storageKey);
    setSent(true);
    // Straight to the listing just sent, which says so (and offers the next one).
    if (typeof redirectTo === "function") return void navigate(redirectTo(result.id));
    if (!initial) {
      startAfresh();
      wizard.restart();
      setSent(false);
    }
    setMessage({ tone: "success", text: t(result.message), link: successLink?.(result.id) });
    if (redirectTo) later(redirectTo);
  }, [result, fetcher.state]);

  const forward = (target: number) => wizard.forward(target, withCheck);

  /** The same check the server makes, so a mistake is shown at once, on its own step. */
  function send(element: HTMLFormElement, check: ListingCheck | null) {
    if (!wizard.passes(element, check)) return;
    setMessage(null);
    const data = new FormData(element);
    // When its draft was last saved: the server keeps it, so no copy of the sent draft comes back.
    if (remote) data.set("draftSavedAt", String(kept.latestSavedAt()));
    fetcher.submit(data, { method: "post", action: path });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step moves on, as Next does.
    if (step < LAST_STEP) return forward(step + 1);
    if (submitting) return;
    if (!user) {
      setMessage({ tone: "error", text: t(messages.mustLogIn) });
      return later(loginHref);
    }
    if (uploading) {
      return setMessage({ tone: "error", text: t("Please wait until the photos finish uploading.") });
    }
    const element = event.currentTarget;
    withCheck((check) => send(element, check));
  }

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const titles = stepTitles(view, t);

  return (
    <>
      <HoldEarlyEdits />
      <WizardStepList titles={titles} step={step} onPick={forward} />

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
        <WizardSteps
          view={view}
          titles={titles}
          step={step}
          headingRefs={wizard.headingRefs}
          draft={draft}
          onDraftChange={setDraft}
          images={images}
          onImagesChange={setImages}
          errors={shownErrors}
          round={round}
          signedIn={Boolean(user)}
          path={path}
          onBusyChange={onBusyChange}
          fieldExtra={fieldExtra}
        />
        <WizardFoot
          message={message}
          step={step}
          lastStep={LAST_STEP}
          busy={submitting || uploading}
          submitting={submitting}
          submitLabel={submitLabel}
          onMove={forward}
        />
      </fetcher.Form>
    </>
  );
}

/** Goes somewhere after the moment a message stays on screen; a later call, or leaving the page, cancels it. */
function useLater() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to), WIZARD_REDIRECT_MS);
    },
    [navigate],
  );
}

/**
 * The draft being typed and its photos: restored once after hydration (the server cannot
 * see this tab's storage), then kept as they change until the listing is sent. A new round
 * of the form starts afresh, with its parts that keep their own state (the pin).
 */
function useWizardDraft(
  props: ListingWizardProps,
  { step, setStep, sent }: { step: number; setStep: (step: number) => void; sent: boolean },
) {
  const { view, storageKey, remote, initial, initialStep, onInitialStepApplied } = props;
  const [draft, setDraft] = useState<ListingDraft>(() => initial?.draft ?? emptyDraft(view));
  const [images, setImages] = useState<StoredImage[]>(() => initial?.images ?? []);
  const [restored, setRestored] = useState(false);
  const [round, setRound] = useState(0);
  const kept = useKeptWizard(storageKey, { step, draft, images }, { restored, stopped: sent, remote });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the first render in the browser
  useEffect(() => {
    const chosen = restoredDraft(props, kept);
    setDraft(chosen.draft);
    setImages(chosen.images);
    if (!initialStep) setStep(chosen.step);
    setRestored(true);
    // ?step=N opens a step once; a reload later must come back to where the person was.
    if (initialStep) onInitialStepApplied?.();
  }, []);
  function startAfresh() {
    setDraft(emptyDraft(view));
    setImages([]);
    setRound((current) => current + 1);
  }
  return { draft, setDraft, images, setImages, restored, kept, round, startAfresh };
}

/**
 * The draft the wizard opens with: the later of this tab's draft and the account's; a draft
 * typed here while signed out goes to the account (decision 059), else what opens is noted
 * as kept. Then what was changed before the code came is put back (B6).
 */
function restoredDraft(
  { view, storageKey, remote, initial, initialStep }: ListingWizardProps,
  kept: ReturnType<typeof useKeptWizard>,
) {
  const blank = emptyDraft(view);
  const local = readSaved(storageKey, LAST_STEP, blank);
  const account = remote ? cleanSaved(remote.kept, LAST_STEP, blank) : null;
  const chosen = wizardToOpen(local, remote, account);
  const opened = chosen ?? {
    step: initialStep ?? 1,
    draft: initial?.draft ?? blank,
    images: initial?.images ?? [],
    savedAt: 0,
  };
  // A draft from this tab goes to the account; what the account gave is not sent back.
  if (remote && chosen && chosen === local) remote.save(chosen);
  else kept.opened(opened);
  const early = takeEarlyEdits();
  return { ...opened, draft: early.length ? withEarlyEdits(opened.draft, early) : opened.draft };
}

/** A draft with the edits made before the form's code came, in their order (an amenity ticked or not, a field's text). */
function withEarlyEdits(draft: ListingDraft, edits: readonly EarlyEdit[]): ListingDraft {
  let current = draft;
  for (const edit of edits) {
    if (edit.checked !== undefined && edit.name === "amenities") {
      const others = current.amenities.filter((item) => item !== edit.value);
      current = { ...current, amenities: edit.checked ? [...others, edit.value] : others };
    } else if (edit.name in current.values) {
      current = withField(current, edit.name, edit.value);
    }
  }
  return current;
}
