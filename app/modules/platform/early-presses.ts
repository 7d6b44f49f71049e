/**
 * Presses made before the page has hydrated (docs/decisions/036-no-press-is-lost.md). The
 * page's scripts start after its first paint (decision 032), so on a slow phone a button can
 * be pressed before its handler is there; a link or a form's button works without us, but a
 * button that only scripts drive (the menu, a carousel's arrows) would do nothing. A few
 * inline lines, written beside the script runner, hold such presses; hydration stops them,
 * and once the page has hydrated each held button is pressed again, once however many times
 * it was pressed. From the moment hydration starts React handles presses itself.
 */

declare global {
  interface Window {
    __earlyPresses?: { stop: () => HTMLButtonElement[] };
  }
}

/** The inline recorder (server side it is written into every page with scripts). */
export const HOLD_EARLY_PRESSES = `(()=>{const held=[];const hold=(event)=>{const button=event.target instanceof Element?event.target.closest("button"):null;if(button&&!button.disabled&&(button.type==="button"||(button.type==="submit"&&!button.form)))held.push(button)};document.addEventListener("click",hold,true);window.__earlyPresses={stop(){document.removeEventListener("click",hold,true);return held}}})();`;

let held: HTMLButtonElement[] = [];

/** Called just before hydrating: from here on, presses are React's. */
export function stopHoldingPresses(): void {
  held = window.__earlyPresses?.stop() ?? [];
}

/** Called once the page has hydrated: each held button is pressed again, once. */
export function replayEarlyPresses(): void {
  const buttons = [...new Set(held)];
  held = [];
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
