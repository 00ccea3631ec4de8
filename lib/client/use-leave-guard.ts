// Asks before leaving a page while something must not be cut short (the ERP countdown, decision 026):
// links (the header's, Back to Home) are held and `ask` decides; the browser's Back button comes back to
// this page first (one extra history entry, taken back when the guard ends); closing or reloading the
// tab gets the browser's own "Leave site?" question.
"use client";
import { useEffect, useRef } from "react";

/** History steps back that the guard took itself (not the person): their popstate asks nothing. */
let ownBacks = 0;

/** Takes back the guard's extra entry; its popstate is marked as ours for every listener of that event. */
function takeBackOwnEntry() {
  ownBacks++;
  const done = () => {
    window.removeEventListener("popstate", done);
    setTimeout(() => (ownBacks = Math.max(0, ownBacks - 1)), 0);
  };
  window.addEventListener("popstate", done);
  window.history.back();
}

/** `ask(leave)`: show the question; call `leave()` to go where the person was going. */
export function useLeaveGuard(active: boolean, ask: (leave: () => void, href: string | null) => void, navigate: (href: string) => void) {
  const asker = useRef(ask);
  asker.current = ask;
  const go = useRef(navigate);
  go.current = navigate;

  useEffect(() => {
    if (!active) return;
    let leaving = false;
    let armed = true;

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving) return;
      e.preventDefault();
      e.returnValue = "";
    };

    // Capture on window runs before React's own listeners, so a Next <Link> never starts navigating.
    const onClick = (e: MouseEvent) => {
      if (leaving || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)) return;
      e.preventDefault();
      e.stopPropagation();
      const href = url.pathname + url.search + url.hash;
      asker.current(() => {
        leaving = true;
        go.current(href);
      }, href);
    };

    // Back lands on the copy of this entry pushed below: put it back, and ask.
    const onPopState = () => {
      if (leaving || ownBacks > 0) return;
      window.history.pushState(window.history.state, "", window.location.href);
      asker.current(() => {
        leaving = true;
        armed = false;
        window.history.go(-2);
      }, null);
    };

    window.history.pushState(window.history.state, "", window.location.href);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
      // The exercise ended here: take back the extra entry, so Back later leaves at the first press.
      // (React's development double effect runs this too, right before the guard is set up again.)
      if (armed && !leaving) takeBackOwnEntry();
    };
  }, [active]);
}
