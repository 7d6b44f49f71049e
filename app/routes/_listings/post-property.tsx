import { useCallback, useEffect, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunction, useFetcher, useNavigate } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { CheckboxGroup, focusField } from "#app/components/forms";
import { ArrowLeft, ArrowRight, Check } from "#app/components/icons";
import { Logo } from "#app/components/layout/logo";
import { ImageUploader } from "#app/components/listings/image-uploader";
import { emptyDraft, type PropertyDraft, PropertyFieldInput, withField } from "#app/components/listings/property-field";
import { useOptionalUser } from "#app/components/root-data";
import { formValues } from "#app/modules/forms";
import { normaliseProperty } from "#app/modules/listings/normalise";
import { type PostResult, submitProperty } from "#app/modules/listings/post.server";
import {
  AMENITY_OPTIONS,
  REQUIRED_IN_WIZARD,
  type ScalarField,
  WIZARD_STEPS,
} from "#app/modules/listings/property-fields";
import { checkProperty, PROPERTY_MESSAGES, PropertySchema } from "#app/modules/listings/schemas";
import type { StoredImage } from "#app/modules/media/image-urls";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/post-property";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Post your property",
    description: "List your property for free in four short steps.",
    noindex: true,
  });

/** How long a message stays on screen before the wizard moves on (home, or login). */
export const WIZARD_REDIRECT_MS = 1500;
const STORAGE_KEY = "awadh:post-property";
const LOGIN_HREF = `/login?redirectTo=${encodeURIComponent("/postproperty")}`;
const LAST_STEP = WIZARD_STEPS.length;

export function loader({ request }: Route.LoaderArgs) {
  // /PropertyDetails, /AdditionalDetails and /Amenities arrive here with ?step=N.
  const step = Number(new URL(request.url).searchParams.get("step"));
  return { step: Number.isInteger(step) && step >= 1 && step <= LAST_STEP ? step : null };
}

// The loader only reads ?step: nothing to fetch again after a submission.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export function action({ request }: Route.ActionArgs) {
  return submitProperty(request, PropertySchema);
}

/** A lost connection is a failed submission, not a broken page: the wizard keeps its state. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PostResult> {
  try {
    return (await serverAction()) as PostResult;
  } catch {
    return { ok: false, message: PROPERTY_MESSAGES.submitFailed };
  }
}

interface Saved {
  step: number;
  draft: PropertyDraft;
  images: StoredImage[];
}

/** The wizard as it was before a reload (same tab); anything malformed is ignored. */
function readSaved(): Saved | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<Saved> | null;
    if (!saved || typeof saved !== "object") return null;
    const draft = emptyDraft();
    for (const key of Object.keys(draft) as Array<keyof PropertyDraft>) {
      const value = saved.draft?.[key];
      if (key === "amenities") {
        if (Array.isArray(value)) draft.amenities = value.filter((item): item is string => typeof item === "string");
      } else if (typeof value === "string") {
        draft[key] = value;
      }
    }
    const images = Array.isArray(saved.images)
      ? saved.images.filter(
          (image): image is StoredImage =>
            typeof image?.id === "string" && Array.isArray(image.widths) && typeof image.width === "number",
        )
      : [];
    const step = Number.isInteger(saved.step) && Number(saved.step) >= 1 ? Math.min(Number(saved.step), LAST_STEP) : 1;
    return { step, draft, images };
  } catch {
    return null;
  }
}

type Message = { tone: "error" | "success"; text: string } | null;

/** /postproperty: the four-step posting wizard (outside the shared layout). */
export default function PostProperty({ loaderData }: Route.ComponentProps) {
  const user = useOptionalUser();
  const fetcher = useFetcher<PostResult>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRefs = useRef<Array<HTMLHeadingElement | null>>([]);
  const timer = useRef<number | undefined>(undefined);
  const [step, setStep] = useState(loaderData.step ?? 1);
  const [draft, setDraft] = useState<PropertyDraft>(emptyDraft);
  const [images, setImages] = useState<StoredImage[]>([]);
  const [restored, setRestored] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [invalidField, setInvalidField] = useState<string | undefined>();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const submitting = fetcher.state !== "idle";

  // Restore after hydration: the server cannot see this tab's storage.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the first render in the browser
  useEffect(() => {
    const saved = readSaved();
    if (saved) {
      setDraft(saved.draft);
      setImages(saved.images);
      if (!loaderData.step) setStep(saved.step);
    }
    setRestored(true);
    // ?step=N opens a step once; a reload later must come back to where the person was.
    if (loaderData.step) navigate("/postproperty", { replace: true, preventScrollReset: true });
    return () => window.clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (restored) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step, draft, images }));
  }, [restored, step, draft, images]);

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
      window.sessionStorage.removeItem(STORAGE_KEY);
      setDraft(emptyDraft());
      setImages([]);
      setStep(1);
      setInvalidField(undefined);
      setMessage({ tone: "success", text: result.message });
      later("/");
      return;
    }
    setMessage({ tone: "error", text: result.message });
    setInvalidField(result.field);
    if (result.signedOut) later(LOGIN_HREF);
    else if (result.step) {
      setStep(result.step);
      setFocusTarget(result.field ?? "heading");
    }
  }, [result, fetcher.state, later]);

  function goTo(next: number) {
    setStep(Math.min(Math.max(next, 1), LAST_STEP));
    setMessage(null);
    setFocusTarget("heading");
  }

  function setField(field: ScalarField, value: string) {
    setDraft((current) => withField(current, field, value));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step moves on, as Next does.
    if (step < LAST_STEP) return goTo(step + 1);
    if (submitting) return;
    if (!user) {
      setMessage({ tone: "error", text: PROPERTY_MESSAGES.mustLogIn });
      return later(LOGIN_HREF);
    }
    if (uploading) {
      return setMessage({ tone: "error", text: "Please wait until the photos finish uploading." });
    }
    // The same check the server makes, so a mistake is shown at once, on its own step.
    const checked = checkProperty(
      PropertySchema,
      normaliseProperty(formValues(new FormData(event.currentTarget), ["amenities", "imageIds"])),
    );
    if (!checked.ok) {
      setMessage({ tone: "error", text: checked.message });
      setInvalidField(checked.field);
      setStep(checked.step);
      setFocusTarget(checked.field ?? "heading");
      return;
    }
    setMessage(null);
    fetcher.submit(event.currentTarget, { method: "post" });
  }

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const navButton =
    "inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50";

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between">
          <Logo />
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Back to the site
          </Link>
        </div>
      </header>
      <main id="main" className="container-page max-w-4xl py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Post your property</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Listing is free. Our team checks every property before it appears on the site; you can follow it on your
          profile. Fields marked <span className="text-red-700">*</span> are needed.
        </p>

        <ol className="mt-8 grid grid-cols-4 gap-2" aria-label="Steps">
          {WIZARD_STEPS.map((item, index) => {
            const number = index + 1;
            const current = number === step;
            const done = number < step;
            return (
              <li key={item.title}>
                <button
                  type="button"
                  onClick={() => goTo(number)}
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
                    {item.title}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>

        <fetcher.Form
          method="post"
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          // Set once the saved draft is restored (tests wait for it before typing).
          data-ready={restored ? "" : undefined}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          {WIZARD_STEPS.map((item, index) => {
            const number = index + 1;
            return (
              <section key={item.title} hidden={number !== step} aria-labelledby={`wizard-step-${number}`}>
                <h2
                  id={`wizard-step-${number}`}
                  ref={(element) => {
                    headingRefs.current[index] = element;
                  }}
                  tabIndex={-1}
                  className="text-xl font-bold text-ink outline-none"
                >
                  <span className="block text-sm font-semibold text-brand-700">
                    Step {number} of {LAST_STEP}
                  </span>
                  {item.title}
                </h2>
                {number === 3 ? (
                  <CheckboxGroup
                    legend="Amenities"
                    name="amenities"
                    options={AMENITY_OPTIONS}
                    value={draft.amenities}
                    invalid={invalidField === "amenities"}
                    onChange={(amenities) => setDraft((current) => ({ ...current, amenities }))}
                    className="mt-6"
                  />
                ) : number === 4 ? (
                  <div className="mt-6">
                    <ImageUploader
                      images={images}
                      onAdd={(image) => setImages((current) => [...current, image])}
                      onRemove={(id) => setImages((current) => current.filter((image) => image.id !== id))}
                      signedIn={Boolean(user)}
                      returnTo="/postproperty"
                      onBusyChange={onBusyChange}
                      invalid={invalidField === "imageIds"}
                    />
                  </div>
                ) : (
                  <div className="mt-6 grid gap-5 sm:grid-cols-2">
                    {item.fields.map((field) => (
                      <PropertyFieldInput
                        key={field}
                        field={field as ScalarField}
                        draft={draft}
                        onChange={setField}
                        required={REQUIRED_IN_WIZARD.includes(field as ScalarField)}
                        invalid={invalidField === field}
                        className={field === "description" || field === "address" ? "sm:col-span-2" : undefined}
                      />
                    ))}
                  </div>
                )}
              </section>
            );
          })}

          <div className="mt-6">
            <FormMessage message={message?.text} tone={message?.tone ?? "success"} />
          </div>

          <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
            <button
              type="button"
              onClick={() => goTo(step - 1)}
              disabled={step === 1}
              className={`${navButton} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous
            </button>
            {/* Distinct keys: React must not turn the clicked Next button into the submit
                button while the click is still being handled (that would submit the form). */}
            {step < LAST_STEP ? (
              <button
                key="next"
                type="button"
                onClick={() => goTo(step + 1)}
                className={`${navButton} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <button
                key="submit"
                type="submit"
                disabled={submitting || uploading}
                className={`${navButton} bg-accent-500 text-ink hover:bg-accent-400`}
              >
                {submitting ? "Submitting..." : "Submit property"}
              </button>
            )}
          </div>
        </fetcher.Form>
      </main>
    </div>
  );
}
