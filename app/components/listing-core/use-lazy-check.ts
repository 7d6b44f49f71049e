import { useRef, useState } from "react";

/**
 * A form check that arrives with a dynamic import: fetched when the person first touches
 * the form (`preload` on focus or pointer), so Zod is not part of the page's initial
 * JavaScript (docs/decisions/004-javascript-budget.md). The listing wizards use it; other
 * forms get the same through useCheckedForm.
 */
export function useLazyCheck<Check>(load: () => Promise<Check>) {
  const loaded = useRef<Check | null>(null);
  const loading = useRef<Promise<Check> | null>(null);
  const [checking, setChecking] = useState(false);

  function loadOnce(): Promise<Check> {
    loading.current ??= load().then(
      (check) => {
        loaded.current = check;
        return check;
      },
      (error: unknown) => {
        loading.current = null; // try again on the next touch
        throw error;
      },
    );
    return loading.current;
  }

  return {
    /** True while a submit waits for the check to arrive. */
    checking,
    preload: () => {
      loadOnce().catch(() => {});
    },
    /**
     * Runs `then` with the check, at once when it is already loaded. A check that fails
     * to load gives null: the server checks everything anyway, so the form is still sent.
     */
    withCheck(then: (check: Check | null) => void) {
      if (loaded.current) return then(loaded.current);
      setChecking(true);
      loadOnce().then(
        (check) => {
          setChecking(false);
          then(check);
        },
        () => {
          setChecking(false);
          then(null);
        },
      );
    },
  };
}
