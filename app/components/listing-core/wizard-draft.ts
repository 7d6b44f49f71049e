import { useEffect, useRef } from "react";
import type { SavedWizard } from "#app/modules/listing-core/saved-wizard";
import type { ListingDraft } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";

export type { SavedWizard };

/**
 * The wizard as it was before a reload (same tab): the fields of `blank` that were saved
 * as text, and the amenities; anything malformed is ignored.
 */
export function readSaved(storageKey: string, lastStep: number, blank: ListingDraft): SavedWizard | null {
  try {
    return cleanSaved(JSON.parse(window.sessionStorage.getItem(storageKey) ?? "null"), lastStep, blank);
  } catch {
    return null;
  }
}

/** A saved wizard from anywhere (this tab, or the server), with only what `blank` asks and well formed. */
export function cleanSaved(
  saved: Partial<SavedWizard> | null,
  lastStep: number,
  blank: ListingDraft,
): SavedWizard | null {
  if (!saved || typeof saved !== "object") return null;
  const values = { ...blank.values };
  for (const key of Object.keys(values)) {
    const value = saved.draft?.values?.[key];
    if (typeof value === "string") values[key] = value;
  }
  const amenities = saved.draft?.amenities;
  const draft: ListingDraft = {
    values,
    amenities: Array.isArray(amenities) ? amenities.filter((item): item is string => typeof item === "string") : [],
  };
  const images = Array.isArray(saved.images)
    ? saved.images.filter(
        (image): image is StoredImage =>
          typeof image?.id === "string" && Array.isArray(image.widths) && typeof image.width === "number",
      )
    : [];
  const step = Number.isInteger(saved.step) && Number(saved.step) >= 1 ? Math.min(Number(saved.step), lastStep) : 1;
  const savedAt = typeof saved.savedAt === "number" && Number.isFinite(saved.savedAt) ? saved.savedAt : 0;
  return { step, draft, images, savedAt, ...(typeof saved.account === "string" ? { account: saved.account } : {}) };
}

/** The later of two saved wizards, or null. */
function newer(a: SavedWizard | null, b: SavedWizard | null): SavedWizard | null {
  if (!a || !b) return a ?? b;
  return a.savedAt >= b.savedAt ? a : b;
}

/** The account's copy: whose it is, what the server kept, and how to send it the wizard as it is now. */
export interface RemoteDraft {
  account: string;
  kept: SavedWizard | null;
  /** When the draft last sent as a listing had been saved (0: none), from any browser. */
  sentSavedAt: number;
  save: (saved: SavedWizard) => void;
}

/**
 * The wizard to open with: the later of this tab's and, for a signed-in poster, the account's.
 * This tab's is left out when it is another account's, or no later than the draft last sent (it
 * was sent, maybe from another browser: it is not brought back). A draft typed here signed out
 * that opens is then carried into the account.
 */
export function wizardToOpen(local: SavedWizard | null, remote: RemoteDraft | undefined, kept: SavedWizard | null) {
  if (!remote) return local;
  const usable =
    local && (local.account === undefined || local.account === remote.account) && local.savedAt > remote.sentSavedAt;
  return newer(usable ? local : null, kept);
}

/** How long typing may pause before the draft goes to the server: one request per pause, not per key. */
const SAVE_AFTER_MS = 800;

/**
 * Keeps a wizard's state in this tab (sessionStorage, every change) and, for a signed-in
 * poster, on the server (`remote`, after a pause in typing; decision 059), from the moment
 * it is `restored` until `stopped` (a sent listing is not kept).
 */
export function useKeptWizard(
  storageKey: string,
  state: { step: number; draft: ListingDraft; images: StoredImage[] },
  { restored, stopped, remote }: { restored: boolean; stopped: boolean; remote?: RemoteDraft },
) {
  const { step, draft, images } = state;
  const lastSent = useRef("");
  const latest = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!restored || stopped) return;
    const content = JSON.stringify({ step, draft, images });
    if (content === lastSent.current) return;
    const saved: SavedWizard = { step, draft, images, savedAt: Date.now() };
    latest.current = saved.savedAt;
    window.sessionStorage.setItem(storageKey, JSON.stringify(remote ? { ...saved, account: remote.account } : saved));
    if (!remote) return;
    window.clearTimeout(timer.current);
    pending.current = () => {
      pending.current = null;
      lastSent.current = content;
      remote.save(saved);
    };
    timer.current = window.setTimeout(() => pending.current?.(), SAVE_AFTER_MS);
  }, [restored, stopped, storageKey, step, draft, images, remote]);
  useEffect(() => {
    // Leaving the page (or hiding it: a phone may never come back) sends what waits at once.
    const flush = () => {
      if (document.visibilityState !== "hidden") return;
      window.clearTimeout(timer.current);
      pending.current?.();
    };
    document.addEventListener("visibilitychange", flush);
    return () => {
      document.removeEventListener("visibilitychange", flush);
      window.clearTimeout(timer.current);
    };
  }, []);
  return {
    /** What the wizard opened with: the server need not hear it again. */
    opened: (opened: SavedWizard) => {
      lastSent.current = JSON.stringify({ step: opened.step, draft: opened.draft, images: opened.images });
      latest.current = opened.savedAt;
    },
    /** When the draft was last saved: sent with the listing, so that no copy of it comes back. */
    latestSavedAt: () => latest.current,
  };
}
