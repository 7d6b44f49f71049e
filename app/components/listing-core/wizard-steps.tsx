import { Fragment, lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { CheckboxGroup } from "#app/components/forms";
import { ArrowLeft, ArrowRight, Check } from "#app/components/icons";
import { PropertyFieldInput } from "#app/components/listing-core/property-field";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { fieldsToAsk, type ListingDraft, type WizardView } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";
import type { ListingWizardProps } from "./listing-wizard";
import { LAST_STEP, type Message } from "./wizard-hooks";

// The listing wizard's steps as it draws them, one function a step: the list of steps, the
// fields' steps, the amenities, the photos, and the message and buttons under them.

// The photos' step alone needs the uploader: its code is fetched when the wizard reaches that
// step, so the other steps' pages do not carry it (2.3 kB as sent).
const ImageUploader = lazy(() =>
  import("#app/components/listing-core/image-uploader").then((module) => ({ default: module.ImageUploader })),
);

/** The steps, numbered, each a button to go to it (a later one is checked first). */
export function StepList({ titles, step, onPick }: { titles: string[]; step: number; onPick: (step: number) => void }) {
  const { t } = useI18n();
  return (
    <ol className="mt-8 grid grid-cols-4 gap-2" aria-label={t("Steps")}>
      {titles.map((title, index) => {
        const number = index + 1;
        const current = number === step;
        const done = number < step;
        return (
          <li key={title}>
            <button
              type="button"
              onClick={() => onPick(number)}
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
  );
}

/** A step's section and its heading, which takes the focus when the step opens. */
export function WizardStep({
  number,
  title,
  step,
  headingRef,
  children,
}: {
  number: number;
  title: string;
  step: number;
  headingRef: (element: HTMLHeadingElement | null) => void;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section hidden={number !== step} aria-labelledby={`wizard-step-${number}`}>
      <h2
        id={`wizard-step-${number}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink outline-none"
      >
        <span className="block text-sm font-semibold text-brand-700">
          {t("Step {number} of {total}", { number, total: LAST_STEP })}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The third step: the amenities, ticked. */
export function AmenitiesStep({
  view,
  draft,
  invalid,
  setDraft,
}: {
  view: WizardView;
  draft: ListingDraft;
  invalid: boolean;
  setDraft: React.Dispatch<React.SetStateAction<ListingDraft>>;
}) {
  const { t } = useI18n();
  return (
    <CheckboxGroup
      legend={t("Amenities")}
      // The step's heading says "Amenities" just above.
      legendHidden
      name="amenities"
      options={view.amenities}
      optionLabel={t}
      value={draft.amenities}
      invalid={invalid}
      onChange={(amenities) => setDraft((current) => ({ ...current, amenities }))}
      className="mt-6"
    />
  );
}

/** The fourth step: the photos, sent one by one as they are chosen. */
export function PhotosStep({
  step,
  images,
  setImages,
  signedIn,
  path,
  onBusyChange,
  invalid,
  noun,
}: {
  step: number;
  images: StoredImage[];
  setImages: React.Dispatch<React.SetStateAction<StoredImage[]>>;
  signedIn: boolean;
  path: string;
  onBusyChange: (busy: boolean) => void;
  invalid: boolean;
  noun: string;
}) {
  const { t } = useI18n();
  // The uploader is drawn from the first time the photos' step shows, and then kept (an
  // upload under way goes on while the person looks back at an earlier step).
  const [photosShown, setPhotosShown] = useState(false);
  useEffect(() => {
    if (step === LAST_STEP) setPhotosShown(true);
  }, [step]);
  return (
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
            signedIn={signedIn}
            returnTo={path}
            onBusyChange={onBusyChange}
            invalid={invalid}
            noun={noun}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The first two steps: the declared fields the draft asks for, each with its message. */
export function FieldsStep({
  fields,
  draft,
  setField,
  shownErrors,
  fieldExtra,
}: {
  fields: WizardView["steps"][number]["fields"];
  draft: ListingDraft;
  setField: (field: string, value: string) => void;
  shownErrors: Record<string, string>;
  fieldExtra: ListingWizardProps["fieldExtra"];
}) {
  return (
    <div className="mt-6 grid gap-5 sm:grid-cols-2">
      {fieldsToAsk(fields, draft).map((field) => {
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
              className={field.kind === "longText" || field.name === "address" ? "sm:col-span-2" : undefined}
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
  );
}

/** The answer under the steps, with its link when it has one. */
export function WizardMessage({ message }: { message: Message }) {
  return (
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
  );
}

/** Previous, and Next or (on the last step) the submit button. */
export function WizardNav({
  step,
  goTo,
  forward,
  submitting,
  uploading,
  submitLabel,
}: {
  step: number;
  goTo: (step: number) => void;
  forward: (step: number) => void;
  submitting: boolean;
  uploading: boolean;
  submitLabel: string;
}) {
  const { t } = useI18n();
  const navButton =
    "inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50";
  return (
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
  );
}
