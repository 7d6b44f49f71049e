import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * A signed-in visitor's public page from the copy everyone shares (decision 055): the front
 * door answers it with `Server-Timing: personal`, and the page fills in this person's parts
 * (the top bar's name and counts, the hearts, a listing's owner and Admin panels, an
 * enquiry's state) from one request for the loaders' data once it has hydrated. Until then
 * `<html data-personal="pending">` hides what only a signed-out visitor should see
 * (`[data-signed-out]`), so a signed-in person is not offered "Login" meanwhile.
 *
 * Run in the head, before the first paint: the mark, read from the navigation's own timing.
 */
export const MARK_PERSONAL = `try{if(performance.getEntriesByType("navigation")[0]?.serverTiming?.some((t)=>t.name==="personal"))document.documentElement.dataset.personal="pending"}catch{}`;

let filling = false;

/** Whether the page is fetching this person's data: the root's loader runs again for it. */
export function personalFillPending(): boolean {
  return filling;
}

/** Once hydrated, a page marked personal fetches this person's data for every loader on it. */
export function usePersonalFill(): void {
  const revalidator = useRevalidator();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || document.documentElement.dataset.personal !== "pending") return;
    started.current = true;
    filling = true;
    void revalidator.revalidate().finally(() => {
      filling = false;
      delete document.documentElement.dataset.personal;
    });
  }, [revalidator]);
}
