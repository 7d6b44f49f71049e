import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { CheckboxGroup, focusField } from "#app/components/forms";
import { ArrowLeft, ArrowRight, Check } from "#app/components/icons";
import { type EarlyEdit, HoldEarlyEdits, takeEarlyEdits } from "#app/components/listing-core/early-edits";
import { PropertyFieldInput } from "#app/components/listing-core/property-field";
import { useLazyCheck } from "#app/components/listing-core/use-lazy-check";
import {
  cleanSaved,
  type RemoteDraft,
  readSaved,
  useKeptWizard,
  wizardToOpen,
} from "#app/components/listing-core/wizard-draft";
import { useOptionalUser } from "#app/components/root-data";
import type { Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ListingCheck, ListingFailure, PostResult } from "#app/modules/listing-core/schema";
import {
  emptyDraft,
  fieldsToAsk,
  type ListingDraft,
  type WizardView,
  withField,
} from "#app/modules/listing-core/wizard-view";
import type { WizardMessages } from "#app/modules/listing-core/words";
import type { StoredImage } from "#app/modules/media/image-urls";
import { formValues } from "#app/modules/platform/forms";

// The photos' step alone needs the uploader: its code is fetched when the wizard reaches that
// step, so the other steps' pages do not carry it (2.3 kB as sent).
const ImageUploader = lazy(() =>
  import("#app/components/listing-core/image-uploader").then((module) => ({ default: module.ImageUploader })),
);

/** How long a message stays on screen before the wizard moves on (home, or login). */
export const WIZARD_REDIRECT_MS = 1500;
const LAST_STEP = 4;

/** The four steps' titles: the two of fields, then the amenities and the photos. */
const stepTitles = (view: WizardView, t: Translator["t"]) => [
  ...view.steps.map((step) => step.title),
  t("Amenities"),
  t("Upload Images"),
];
const LISTS = ["amenities", "imageIds"];

type Message = { tone: "error" | "success"; text: string; link?: { to: string; label: string } } | null;

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

  // A sent listing (or a saved edit) is not kept: the next one opens from the listing as it then is.
  const [sent, setSent] = useState(false);
  const kept = useKeptWizard(storageKey, { step, draft, images }, { restored, stopped: sent, remote });

  // Restore after hydration: the server cannot see this tab's storage. The later of this tab's
  // draft and the account's opens; a draft typed here while signed out goes to the account
  // (decision 059). Then what was changed before the code came is put back (B6).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the first render in the browser
  useEffect(() => {
    const blank = emptyDraft(view);
    const local = readSaved(storageKey, LAST_STEP, blank);
    const account = remote ? cleanSaved(remote.kept, LAST_STEP, blank) : null;
    const chosen = wizardToOpen(local, remote, account);
    if (chosen) {
      setDraft(chosen.draft);
      setImages(chosen.images);
      if (!initialStep) setStep(chosen.step);
    }
    // A draft from this tab goes to the account; what the account gave is not sent back.
    if (remote && chosen && chosen === local) remote.save(chosen);
    else
      kept.opened(
        chosen ?? { step: initialStep ?? 1, draft: initial?.draft ?? blank, images: initial?.images ?? [], savedAt: 0 },
      );
    const early = takeEarlyEdits();
    if (early.length) setDraft((current) => withEarlyEdits(current, early));
    setRestored(true);
    // ?step=N opens a step once; a reload later must come back to where the person was.
    if (initialStep) onInitialStepApplied?.();
    return () => window.clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === "heading") headingRefs.current[step - 1]?.focus();
    else focusField(formRef.current, focusTarget);
    setFocusTarget(null);
  }, [focusTarget, step]);

  const later = useCallback(
    (to: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to), WIZARD_REDIRECT_MS);
    },
    [navigate],
  );

  const result = fetcher.data;
  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) {
      if (result.nextFormToken) setFormToken(result.nextFormToken);
      window.sessionStorage.removeItem(storageKey);
      setSent(true);
      // Straight to the listing just sent, which says so (and offers the next one).
      if (typeof redirectTo === "function") {
        navigate(redirectTo(result.id));
        return;
      }
      if (initial) {
        setMessage({ tone: "success", text: t(result.message), link: successLink?.(result.id) });
        if (redirectTo) later(redirectTo);
        return;
      }
      setDraft(emptyDraft(view));
      setImages([]);
      setStep(1);
      setFieldErrors({});
      // A new round of the form: its parts that keep their own state (the pin) start afresh.
      setRound((current) => current + 1);
      setSent(false);
      setMessage({ tone: "success", text: t(result.message), link: successLink?.(result.id) });
      if (redirectTo) later(redirectTo);
      return;
    }
    setMessage({ tone: "error", text: t(result.message) });
    setFieldErrors(errorsOf(result, t));
    if (result.signedOut) later(loginHref);
    else if (result.step) {
      setStep(result.step);
      setFocusTarget(result.field ?? "heading");
    }
  }, [result, fetcher.state, later, storageKey, redirectTo, successLink, loginHref, view, initial, t, navigate]);

  function goTo(next: number) {
    setStep(Math.min(Math.max(next, 1), LAST_STEP));
    setMessage(null);
    setFocusTarget("heading");
  }

  /** A check's failure, shown on its step with every field of it to fix. */
  function showFailure(failure: ListingFailure) {
    setMessage({ tone: "error", text: failure.message });
    setFieldErrors(errorsOf(failure, t));
    setStep(failure.step);
    setFocusTarget(failure.field ?? "heading");
  }

  /**
   * Next, or a later step's number: each step passed is checked by the server's own schema
   * first (its fields only), so a value a step accepts is never refused at the end (B4).
   * Going back is free.
   */
  function forward(target: number) {
    const element = formRef.current;
    if (target <= step || !element) return goTo(target);
    const from = step;
    withCheck((check) => {
      if (check) {
        const values = formValues(new FormData(element), LISTS);
        for (let at = from; at < target; at++) {
          const checked = check(values, at);
          if (!checked.ok) return showFailure(checked);
        }
      }
      goTo(target);
    });
  }

  function setField(field: string, value: string) {
    setDraft((current) => withField(current, field, value));
  }

  /** The same check the server makes, so a mistake is shown at once, on its own step. */
  function send(element: HTMLFormElement, check: ListingCheck | null) {
    if (check) {
      const checked = check(formValues(new FormData(element), LISTS));
      if (!checked.ok) return showFailure(checked);
    }
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
  // The uploader is drawn from the first time the photos' step shows, and then kept (an
  // upload under way goes on while the person looks back at an earlier step).
  const [photosShown, setPhotosShown] = useState(false);
  useEffect(() => {
    if (step === LAST_STEP) setPhotosShown(true);
  }, [step]);
  const navButton =
    "inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50";

  return (
    <>
      <HoldEarlyEdits />
      <ol className="mt-8 grid grid-cols-4 gap-2" aria-label={t("Steps")}>
        {stepTitles(view, t).map((title, index) => {
          const number = index + 1;
          const current = number === step;
          const done = number < step;
          return (
            <li key={title}>
              <button
                type="button"
                onClick={() => forward(number)}
                aria-current={current ? "step" : undefined}
                className="group flex w-full flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
              >
                <span
                  className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 font-bold ${
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : done
                        ? "border-brand-600 bg-brand-50 text-brand-700"
                        : "border-slate-300 bg-white text-slate-600"
                  }`}
                >
                  {done ? <Check aria-hidden="true" className="size-4" /> : number}
                </span>
                <span
                  className={`text-xs font-semibold sm:text-sm ${current ? "text-ink" : "text-slate-600 group-hover:text-ink"}`}
                >
                  {title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>

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
            <section key={title} hidden={number !== step} aria-labelledby={`wizard-step-${number}`}>
              <h2
                id={`wizard-step-${number}`}
                ref={(element) => {
                  headingRefs.current[index] = element;
                }}
                tabIndex={-1}
                className="text-xl font-bold text-ink outline-none"
              >
                <span className="block text-sm font-semibold text-brand-700">
                  {t("Step {number} of {total}", { number, total: LAST_STEP })}
                </span>
                {title}
              </h2>
              {number === 3 ? (
                <CheckboxGroup
                  legend={t("Amenities")}
                  // The step's heading says "Amenities" just above.
                  legendHidden
                  name="amenities"
                  options={view.amenities}
                  optionLabel={t}
                  value={draft.amenities}
                  invalid={"amenities" in shownErrors}
                  onChange={(amenities) => setDraft((current) => ({ ...current, amenities }))}
                  className="mt-6"
                />
              ) : number === 4 ? (
                <div className="mt-6">
                  {images.map((image) => (
                    <input key={image.id} type="hidden" name="imageIds" value={image.id} />
                  ))}
                  {photosShown || step === LAST_STEP ? (
                    <Suspense fallback={<p className="text-slate-600">{t("Loading...")}</p>}>
                      <ImageUploader
                        images={images}
                        onAdd={(image) => setImages((current) => [...current, image])}
                        onRemove={(id) => setImages((current) => current.filter((image) => image.id !== id))}
                        signedIn={Boolean(user)}
                        returnTo={path}
                        onBusyChange={onBusyChange}
                        invalid={"imageIds" in shownErrors}
                        noun={view.noun}
                      />
                    </Suspense>
                  ) : null}
                </div>
              ) : (
                <div key={round} className="mt-6 grid gap-5 sm:grid-cols-2">
                  {fieldsToAsk(view.steps[index]?.fields ?? [], draft).map((field) => {
                    const extra = fieldExtra?.(field.name, draft);
                    return (
                      <Fragment key={field.name}>
                        <PropertyFieldInput
                          field={field}
                          draft={draft}
                          onChange={setField}
                          required={field.required}
                          invalid={field.name in shownErrors}
                          // Each message also under its field: the one at the foot of the form can be a screen away.
                          error={shownErrors[field.name]}
                          className={
                            field.kind === "longText" || field.name === "address" ? "sm:col-span-2" : undefined
                          }
                        />
                        {extra === undefined ? null : (
                          // A live region, always in the page once declared, so what appears in
                          // it is read out; out of the grid's flow while it is empty.
                          <div aria-live="polite" className="empty:absolute sm:col-span-2">
                            {extra}
                          </div>
                        )}
                      </Fragment>
                    );
                  })}
                </div>
              )}
            </section>
          );
        })}

        <div className="mt-6">
          <FormMessage message={message?.text} tone={message?.tone ?? "success"} />
          {message?.link ? (
            <p className="mt-2">
              <Link to={message.link.to} className="font-semibold text-brand-700 hover:underline">
                {message.link.label}
              </Link>
            </p>
          ) : null}
        </div>

        <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
          <button
            type="button"
            onClick={() => goTo(step - 1)}
            disabled={step === 1}
            className={`${navButton} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("Previous")}
          </button>
          {/* Distinct keys: React must not turn the clicked Next button into the submit
              button while the click is still being handled (that would submit the form). */}
          {step < LAST_STEP ? (
            <button
              key="next"
              type="button"
              onClick={() => forward(step + 1)}
              className={`${navButton} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t("Next")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <button
              key="submit"
              type="submit"
              disabled={submitting || uploading}
              className={`${navButton} bg-accent-500 text-ink hover:bg-accent-400`}
            >
              {submitting ? t("Submitting...") : submitLabel}
            </button>
          )}
        </div>
      </fetcher.Form>
    </>
  );
}

/** Each field to fix with its message: the whole step's, or the one field the answer names. */
function errorsOf(failure: { message: string; field?: string; fields?: Record<string, string> }, t: Translator["t"]) {
  if (failure.fields && Object.keys(failure.fields).length > 0) {
    return Object.fromEntries(Object.entries(failure.fields).map(([field, text]) => [field, t(text)]));
  }
  return failure.field ? { [failure.field]: t(failure.message) } : {};
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
