import { useEffect } from "react";
import { useLocation } from "react-router";

export const HASH_WATCH_TIMEOUT_MS = 10_000;

function focusTarget(element: HTMLElement) {
  if (!element.hasAttribute("tabindex") && element.tabIndex < 0)
    element.setAttribute("tabindex", "-1");
  element.scrollIntoView({ block: "start" });
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to and focuses the element named by the URL hash. Content that renders later
 * (data from Google, lazy panels) is watched for up to ten seconds, then the watch gives up.
 */
export function useHashFocus() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const existing = document.getElementById(id);
    if (existing) {
      focusTarget(existing);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) {
        stop();
        focusTarget(element);
      }
    });
    const timer = window.setTimeout(() => stop(), HASH_WATCH_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);
}
