import { useMemo, useSyncExternalStore } from "react";
import { COMPARE_COOKIE, cookieValue, idsInCookie } from "#app/modules/properties/compare/selection";

/**
 * This browser's choice of listings to compare, from the cookie that the form posted without
 * JavaScript also writes (decision 062): one place, so a card, the tray and the page agree.
 * The server draws nothing chosen (pages are kept for every visitor); the choice shows once
 * the page's script runs.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  // Another tab may have chosen meanwhile.
  if (!listeners.size) window.addEventListener("focus", notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener("focus", notify);
  };
}

export function useCompare(): string[] {
  const cookie = useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => "",
  );
  return useMemo(() => idsInCookie(cookie), [cookie]);
}

/** A month: as the server's answer keeps it (pages/compare-page.server.ts). */
export function setCompare(ids: readonly string[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox or older Safari, and this must be the same cookie the form's answer writes.
  document.cookie = `${COMPARE_COOKIE}=${cookieValue(ids)}; path=/; max-age=${ids.length ? 2_592_000 : 0}; samesite=lax`;
  notify();
}
