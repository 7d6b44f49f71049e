import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { CheckboxGroup, focusField } from "#app/components/forms";
import { ImageUploader } from "#app/components/listing-core/image-uploader";
import { PropertyFieldInput } from "#app/components/listing-core/property-field";
import { useLazyCheck } from "#app/components/listing-core/use-lazy-check";
import { PageHeader } from "#app/components/page-header";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ListingCheck, PostResult } from "#app/modules/listing-core/schema";
import {
  emptyDraft,
  fieldsToAsk,
  type ListingDraft,
  type WizardView,
  withField,
} from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";
import { formValues } from "#app/modules/platform/forms";

const AFTER_POST_MS = 1500;

/**
 * /Postlisting's form: the whole property on one page; every field and at least one
 * photo. The route loads this module after its own code (React.lazy; the server renders
 * it in full), as the wizard does (docs/decisions/008-one-listing-wizard.md).
 */
export default function PostlistingForm({ view }: { view: WizardView }) {
  const fetcher = useFetcher<PostResult>();
  const navigate = useNavigate();
  const i18n = useI18n();
  const { t } = i18n;
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ListingDraft>(() => emptyDraft(view));
  const [images, setImages] = useState<StoredImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [invalidField, setInvalidField] = useState<string | undefined>();
  const submitting = fetcher.state !== "idle";
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The browser loads the schema when the form is first touched, its messages in the page's language.
  const { checking, preload, withCheck } = useLazyCheck(() =>
    import("#app/modules/properties/posting/schemas").then((module) => module.propertyCheck("complete", i18n)),
  );

  const result = fetcher.data;
  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    setMessage({ tone: result.ok ? "success" : "error", text: t(result.message) });
    if (result.ok) {
      setDraft(emptyDraft(view));
      setImages([]);
      setInvalidField(undefined);
      const timer = window.setTimeout(() => navigate("/profile"), AFTER_POST_MS);
      return () => window.clearTimeout(timer);
    }
    setInvalidField(result.field);
    if (result.signedOut) navigate("/login?redirectTo=%2FPostlisting");
    else focusField(formRef.current, result.field);
  }, [result, fetcher.state, navigate, view, t]);

  /** The same check the server makes, so a mistake is shown at once. */
  function send(element: HTMLFormElement, check: ListingCheck | null) {
    const checked = check?.(formValues(new FormData(element), ["amenities", "imageIds"]));
    if (checked && !checked.ok) {
      setMessage({ tone: "error", text: checked.message });
      setInvalidField(checked.field);
      focusField(element, checked.field === "imageIds" ? undefined : checked.field);
      return;
    }
    setMessage(null);
    fetcher.submit(element, { method: "post" });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || checking) return;
    if (uploading) return setMessage({ tone: "error", text: t("Please wait until the photos finish uploading.") });
    const element = event.currentTarget;
    withCheck((check) => send(element, check));
  }

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const setField = (field: string, value: string) => setDraft((current) => withField(current, field, value));

  return (
    <>
      <PageHeader
        title={t("Post a listing")}
        lead={t(
          "Everything about your property on one page. Every field and at least one photo are needed; our team checks the listing before it goes live.",
        )}
      />
      <div className="container-page max-w-4xl py-10">
        <fetcher.Form
          method="post"
          ref={formRef}
          onSubmit={onSubmit}
          onFocus={preload}
          onPointerEnter={preload}
          noValidate
          data-ready={ready ? "" : undefined}
          className="space-y-10"
        >
          {view.steps.map((step) => (
            <fieldset key={step.title} className="rounded-2xl border border-slate-200 p-5 sm:p-6">
              <legend className="px-2 text-lg font-bold text-ink">{step.title}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                {fieldsToAsk(step.fields, draft).map((field) => (
                  <PropertyFieldInput
                    key={field.name}
                    field={field}
                    draft={draft}
                    onChange={setField}
                    required={field.required}
                    invalid={invalidField === field.name}
                    className={field.kind === "longText" || field.name === "address" ? "sm:col-span-2" : undefined}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <div className="rounded-2xl border border-slate-200 p-5 sm:p-6">
            <CheckboxGroup
              legend={t("Amenities")}
              name="amenities"
              options={view.amenities}
              optionLabel={t}
              value={draft.amenities}
              invalid={invalidField === "amenities"}
              onChange={(amenities) => setDraft((current) => ({ ...current, amenities }))}
            />
          </div>
          <fieldset className="rounded-2xl border border-slate-200 p-5 sm:p-6">
            <legend className="px-2 text-lg font-bold text-ink">
              {t("Photos")} <span className="text-red-700">*</span>
            </legend>
            {images.map((image) => (
              <input key={image.id} type="hidden" name="imageIds" value={image.id} />
            ))}
            <ImageUploader
              images={images}
              onAdd={(image) => setImages((current) => [...current, image])}
              onRemove={(id) => setImages((current) => current.filter((image) => image.id !== id))}
              signedIn
              returnTo="/Postlisting"
              onBusyChange={onBusyChange}
              invalid={invalidField === "imageIds"}
            />
          </fieldset>
          <FormMessage message={message?.text} tone={message?.tone ?? "success"} />
          <button
            type="submit"
            disabled={submitting || checking || uploading}
            className="button-accent inline-flex w-full items-center justify-center px-5 py-3 shadow-sm disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {submitting || checking ? t("Submitting...") : t("Submit property")}
          </button>
        </fetcher.Form>
      </div>
    </>
  );
}
