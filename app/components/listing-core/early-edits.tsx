import { useNonce } from "#app/components/nonce";

/**
 * Choices made in a form before its code has come (decision 036: no press is lost). The
 * wizard's code arrives after the page's own (decision 008), so on a slow phone a category
 * can be chosen, or a name typed, while the page is still only HTML; when the code then
 * hydrates the form, React writes back the values it rendered and the choice was silently
 * wiped (B6). These few inline lines, written into the page before the form, note every
 * field changed inside `[data-early-edits]` until the form's code takes them, which it does
 * once it has drawn the form, and applies them on top of what it restored.
 */

export interface EarlyEdit {
  name: string;
  value: string;
  /** A checkbox (an amenity): whether it was ticked. */
  checked?: boolean;
}

declare global {
  interface Window {
    __earlyEdits?: { take: () => EarlyEdit[] };
  }
}

/**
 * The recorder: the edits in the order they were made (typing in one field is one edit), at
 * most 200. Only the server's build carries it: in the browser the script element is either
 * hydrated (it ran already, as HTML) or drawn by a client-side navigation, and a script set
 * by innerHTML never runs, so the browser's code would carry it for nothing (0.2 kB as sent).
 */
const HOLD_EARLY_EDITS = !import.meta.env.SSR
  ? ""
  : `(()=>{const kept=[];const keep=(e)=>{const f=e.target;if(!(f instanceof HTMLInputElement||f instanceof HTMLSelectElement||f instanceof HTMLTextAreaElement)||!f.name||!f.closest("[data-early-edits]"))return;const last=kept[kept.length-1];if(last&&last.name===f.name&&f.type!=="checkbox"){last.value=f.value;return}if(kept.length>=200)return;kept.push(f.type==="checkbox"?{name:f.name,value:f.value,checked:f.checked}:{name:f.name,value:f.value})};for(const t of["input","change"])document.addEventListener(t,keep,true);window.__earlyEdits={take(){for(const t of["input","change"])document.removeEventListener(t,keep,true);return kept.splice(0)}}})();`;

/** Written before the form in the server's HTML; a no-op once the page runs its own code. */
export function HoldEarlyEdits() {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, run before hydration
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_EARLY_EDITS }} suppressHydrationWarning />;
}

/** The edits made before the form's code came, once (the recorder stops). */
export function takeEarlyEdits(): EarlyEdit[] {
  return window.__earlyEdits?.take() ?? [];
}
