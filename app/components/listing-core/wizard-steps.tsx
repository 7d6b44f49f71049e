import { Fragment, lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { CheckboxGroup } from "#app/components/forms";
import { ArrowLeft, ArrowRight, Check } from "#app/components/icons";
import { PropertyFieldInput } from "#app/components/listing-core/property-field";
import type { WizardMessage } from "#app/components/listing-core/use-wizard-step";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { fieldsToAsk, type ListingDraft, type WizardView, withField } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";

// The photos' step alone needs the uploader: its code is fetched when the wizard reaches that
// step, so the other steps' pages do not carry it (2.3 kB as sent).
const ImageUploader = lazy(() =>
  import("#app/components/listing-core/image-uploader").then((module) => ({ default: module.ImageUploader })),
);

/** The steps across the top: each a button to its step, the current one marked, the ones passed ticked. */
export function WizardStepList({
  titles,
  step,
  onPick,
}: {
  titles: string[];
  step: number;
  onPick: (number: number) => void;
}) {
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

/**
 * The form's steps, one shown at a time, each under its heading (where the focus goes when
 * the step opens): the declaration's two steps of fields, the amenities and the photos. The
 * uploader is drawn from the first time the photos' step shows, and then kept (an upload
 * under way goes on while the person looks back at an earlier step).
 */
export function WizardSteps({
  view,
  titles,
  step,
  headingRefs,
  draft,
  onDraftChange,
  images,
  onImagesChange,
  errors,
  round,
  signedIn,
  path,
  onBusyChange,
  fieldExtra,
}: {
  view: WizardView;
  titles: string[];
  step: number;
  headingRefs: React.RefObject<Array<HTMLHeadingElement | null>>;
  draft: ListingDraft;
  onDraftChange: (change: (current: ListingDraft) => ListingDraft) => void;
  images: StoredImage[];
  onImagesChange: (change: (current: StoredImage[]) => StoredImage[]) => void;
  errors: Record<string, string>;
  /** A new round of the form (after a listing is sent) starts its fields afresh: the pin keeps state of its own. */
  round: number;
  signedIn: boolean;
  path: string;
  onBusyChange: (busy: boolean) => void;
  /**
   * Something to show under a field, announced when it changes (the project wizard shows
   * the chosen city's summary). Undefined for fields without one, null for nothing yet.
   */
  fieldExtra?: (field: string, draft: ListingDraft) => React.ReactNode | undefined;
}) {
  const { t } = useI18n();
  const last = titles.length;
  const [photosShown, setPhotosShown] = useState(false);
  useEffect(() => {
    if (step === last) setPhotosShown(true);
  }, [step, last]);
  return titles.map((title, index) => {
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
            {t("Step {number} of {total}", { number, total: last })}
          </span>
          {title}
        </h2>
        {number === last - 1 ? (
          <CheckboxGroup
            legend={t("Amenities")}
            // The step's heading says "Amenities" just above.
            legendHidden
            name="amenities"
            options={view.amenities}
            optionLabel={t}
            value={draft.amenities}
            invalid={"amenities" in errors}
            onChange={(amenities) => onDraftChange((current) => ({ ...current, amenities }))}
            className="mt-6"
          />
        ) : number === last ? (
          <div className="mt-6">
            {images.map((image) => (
              <input key={image.id} type="hidden" name="imageIds" value={image.id} />
            ))}
            {photosShown || step === last ? (
              <Suspense fallback={<p className="text-slate-600">{t("Loading...")}</p>}>
                <ImageUploader
                  images={images}
                  onAdd={(image) => onImagesChange((current) => [...current, image])}
                  onRemove={(id) => onImagesChange((current) => current.filter((image) => image.id !== id))}
                  signedIn={signedIn}
                  returnTo={path}
                  onBusyChange={onBusyChange}
                  invalid={"imageIds" in errors}
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
                    onChange={(name, value) => onDraftChange((current) => withField(current, name, value))}
                    required={field.required}
                    invalid={field.name in errors}
                    // Each message also under its field: the one at the foot of the form can be a screen away.
                    error={errors[field.name]}
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
        )}
      </section>
    );
  });
}

const navButton =
  "inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The foot of the form: its message (with a link to the listing just sent, when it has one),
 * then Previous, and Next on every step but the last, where the submit button stands instead.
 */
export function WizardFoot({
  message,
  step,
  lastStep,
  busy,
  submitting,
  submitLabel,
  onMove,
}: {
  message: WizardMessage;
  step: number;
  lastStep: number;
  busy: boolean;
  submitting: boolean;
  submitLabel: string;
  onMove: (to: number) => void;
}) {
  const { t } = useI18n();
  return (
    <>
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
          onClick={() => onMove(step - 1)}
          disabled={step === 1}
          className={`${navButton} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("Previous")}
        </button>
        {/* Distinct keys: React must not turn the clicked Next button into the submit
            button while the click is still being handled (that would submit the form). */}
        {step < lastStep ? (
          <button
            key="next"
            type="button"
            onClick={() => onMove(step + 1)}
            className={`${navButton} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t("Next")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button
            key="submit"
            type="submit"
            disabled={busy}
            className={`${navButton} bg-accent-500 text-ink hover:bg-accent-400`}
          >
            {submitting ? t("Submitting...") : submitLabel}
          </button>
        )}
      </div>
    </>
  );
}
