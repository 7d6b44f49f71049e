import { type Dispatch, type SetStateAction, useCallback, useEffect } from "react";
import type { FetcherWithComponents, NavigateFunction } from "react-router";
import { type EarlyEdit, takeEarlyEdits } from "#app/components/listing-core/early-edits";
import { cleanSaved, readSaved, type useKeptWizard, wizardToOpen } from "#app/components/listing-core/wizard-draft";
import type { Translator } from "#app/modules/i18n/translate";
import type { ListingCheck, ListingFailure, PostResult } from "#app/modules/listing-core/schema";
import { emptyDraft, type ListingDraft, withField } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";
import { formValues } from "#app/modules/platform/forms";
import type { ListingWizardProps } from "./listing-wizard";

// The listing wizard's behaviour, apart from what it draws: opening the kept draft, answering
// the server's reply, and moving between the steps (listing-wizard.tsx holds their state).

/** How long a message stays on screen before the wizard moves on (home, or login). */
export const WIZARD_REDIRECT_MS = 1500;
export const LAST_STEP = 4;
const LISTS = ["amenities", "imageIds"];

export type Message = { tone: "error" | "success"; text: string; link?: { to: string; label: string } } | null;

type Setter<T> = Dispatch<SetStateAction<T>>;

/** The wizard's state and its setters, as the hooks below share them. */
export interface WizardState {
  step: number;
  setStep: Setter<number>;
  setDraft: Setter<ListingDraft>;
  setImages: Setter<StoredImage[]>;
  setMessage: Setter<Message>;
  setFieldErrors: Setter<Record<string, string>>;
  setFocusTarget: Setter<string | null>;
  timer: React.RefObject<number | undefined>;
}

/**
 * Restore after hydration: the server cannot see this tab's storage. The later of this tab's
 * draft and the account's opens; a draft typed here while signed out goes to the account
 * (decision 059). Then what was changed before the code came is put back (B6).
 */
export function useWizardRestore(
  props: Pick<
    ListingWizardProps,
    "view" | "storageKey" | "remote" | "initial" | "initialStep" | "onInitialStepApplied"
  >,
  state: WizardState,
  kept: ReturnType<typeof useKeptWizard>,
  setRestored: Setter<boolean>,
) {
  const { view, storageKey, remote, initial, initialStep, onInitialStepApplied } = props;
  const { setDraft, setImages, setStep, timer } = state;
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
}

/** The server's answer to a submission: the next form, the listing, or the step to fix. */
export function useWizardAnswer(
  props: Pick<ListingWizardProps, "view" | "storageKey" | "redirectTo" | "successLink" | "initial">,
  state: WizardState,
  answer: {
    fetcher: FetcherWithComponents<PostResult>;
    navigate: NavigateFunction;
    t: Translator["t"];
    loginHref: string;
    setFormToken: Setter<string | undefined>;
    setSent: Setter<boolean>;
    setRound: Setter<number>;
  },
) {
  const { view, storageKey, redirectTo, successLink, initial } = props;
  const { setStep, setDraft, setImages, setMessage, setFieldErrors, setFocusTarget, timer } = state;
  const { fetcher, navigate, t, loginHref, setFormToken, setSent, setRound } = answer;
  const later = useCallback(
    (to: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to), WIZARD_REDIRECT_MS);
    },
    [navigate, timer],
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
  }, [
    result,
    fetcher.state,
    later,
    storageKey,
    redirectTo,
    successLink,
    loginHref,
    view,
    initial,
    t,
    navigate,
    // Setters of useState: the same on every render.
    setFormToken,
    setSent,
    setDraft,
    setImages,
    setStep,
    setFieldErrors,
    setRound,
    setMessage,
    setFocusTarget,
  ]);
  return later;
}

/** Next, Previous, a step's number and Submit: each step passed is checked first. */
export function useWizardMoves(
  props: Pick<ListingWizardProps, "remote" | "path" | "messages">,
  state: WizardState,
  moves: {
    t: Translator["t"];
    formRef: React.RefObject<HTMLFormElement | null>;
    withCheck: (use: (check: ListingCheck | null) => void) => void;
    fetcher: FetcherWithComponents<PostResult>;
    kept: ReturnType<typeof useKeptWizard>;
    signedIn: boolean;
    submitting: boolean;
    uploading: boolean;
    later: (to: string) => void;
    loginHref: string;
  },
) {
  const { remote, path, messages } = props;
  const { step, setStep, setMessage, setFieldErrors, setFocusTarget } = state;
  const { t, formRef, withCheck, fetcher, kept, signedIn, submitting, uploading, later, loginHref } = moves;
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
    if (!signedIn) {
      setMessage({ tone: "error", text: t(messages.mustLogIn) });
      return later(loginHref);
    }
    if (uploading) {
      return setMessage({ tone: "error", text: t("Please wait until the photos finish uploading.") });
    }
    const element = event.currentTarget;
    withCheck((check) => send(element, check));
  }

  return { goTo, forward, onSubmit };
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
