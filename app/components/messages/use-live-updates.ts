import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Fetches the page's data again every `ms` while the page is in view and nothing else is on
 * its way: new messages and the top bar's count arrive without a reload. A hidden tab asks
 * nothing; it catches up as soon as it is shown again.
 */
export function useLiveUpdates(ms: number): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const idle = revalidator.state === "idle" && navigation.state === "idle";
  useEffect(() => {
    if (!idle) return;
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, ms);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [idle, ms, revalidator]);
}
