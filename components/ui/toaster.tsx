// The toast viewport (docs/spec.md §9): 5000 ms (paused while pointed at, focused, or the window is in
// the background), swipe right past 50 px to dismiss, F8 focuses it, Escape closes the focused toast,
// 420px wide on md+. One toast at a time from the queue of lib/client/use-toast (decision 024). On
// phones and tablets it sits at the bottom, above the bottom navigation, never over the header or its
// help link; on wide screens it takes the first corner that keeps clear of the control just used
// (lib/client/toast-placement). Screen readers hear each toast from live regions that are always on
// the page (a region added with its text is not announced reliably). Our own small component rather
// than Radix Toast, which shipped about 10 kB gzip to every page (decision 059).
"use client";
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useUser } from "@/components/auth/user-provider";
import { showsMainNav } from "@/lib/domain/navigation";
import { dismiss, useToasts, type ToastItem } from "@/lib/client/use-toast";
import { toastCorner, type ToastCorner } from "@/lib/client/toast-placement";

/** The width from which the header holds the navigation and toasts move to a corner. */
const WIDE = "(min-width: 1024px)";
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

const CORNER_CLASSES: Record<ToastCorner, string> = {
  "bottom-right": "lg:bottom-0 lg:right-0",
  "bottom-left": "lg:bottom-0 lg:left-0",
  "top-right": "lg:top-header lg:right-0",
  "top-left": "lg:top-header lg:left-0",
};

/** What a screen reader hears: the toast's words, when they are text. */
const spoken = (t: ToastItem | undefined) =>
  t ? [t.title, t.description].filter((part): part is string => typeof part === "string" && part !== "").join(". ") : "";

export function Toaster() {
  const toasts = useToasts();
  const { user } = useUser();
  const viewport = useRef<HTMLOListElement>(null);
  const [corner, setCorner] = useState<ToastCorner>("bottom-right");
  const [paused, setPaused] = useState(false);
  const shown = toasts.find((t) => t.open);

  // Before the toast is painted: measure it, and move it off the control it would cover.
  useLayoutEffect(() => {
    if (!shown || !viewport.current || !window.matchMedia(WIDE).matches) return setCorner("bottom-right");
    const anchor = shown.anchor?.isConnected ? shown.anchor.getBoundingClientRect() : null;
    const size = viewport.current.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 64;
    setCorner(toastCorner({ width: window.innerWidth, height: window.innerHeight }, { width: size.width, height: size.height }, anchor, header));
  }, [shown]);

  // F8 takes focus to the toasts, as with Radix's viewport hotkey.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8" && !e.altKey && !e.ctrlKey && !e.metaKey) viewport.current?.focus();
    };
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    document.addEventListener("keydown", onKey);
    window.addEventListener("blur", pause);
    window.addEventListener("focus", resume);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("blur", pause);
      window.removeEventListener("focus", resume);
    };
  }, []);

  const destructive = shown?.variant === "destructive";
  return (
    <section aria-label="Notifications (F8)" className="print:hidden">
      {/* Always present, so the words are announced when they change. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {shown && !destructive ? spoken(shown) : ""}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {shown && destructive ? spoken(shown) : ""}
      </div>
      <ol
        ref={viewport}
        tabIndex={-1}
        data-toast-viewport=""
        data-corner={corner}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setPaused(false)}
        className={`pointer-events-none fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:right-0 md:max-w-[420px] ${
          showsMainNav(user) ? "max-lg:bottom-[calc(var(--spacing-bottom-nav)+env(safe-area-inset-bottom))]" : "max-lg:bottom-0"
        } ${CORNER_CLASSES[corner]}`}
      >
        {shown && <ToastView key={shown.id} toast={shown} paused={paused} />}
      </ol>
    </section>
  );
}

function ToastView({ toast: t, paused }: { toast: ToastItem; paused: boolean }) {
  const close = () => dismiss(t.id);
  const [swipe, setSwipe] = useState<{ start: number; x: number } | null>(null);
  const left = useRef(TOAST_DURATION_MS);

  // The display time counts down only while nobody is reading or touching the toast.
  useEffect(() => {
    if (paused || swipe) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(t.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, swipe, t.id]);

  const onPointerDown = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (e.button !== 0 || (e.target as Element).closest("button, a")) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setSwipe({ start: e.clientX, x: 0 });
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (swipe) setSwipe({ ...swipe, x: Math.max(0, e.clientX - swipe.start) });
  };
  const onPointerUp = () => {
    if (swipe && swipe.x > SWIPE_THRESHOLD_PX) close();
    setSwipe(null);
  };

  return (
    <li
      tabIndex={0}
      data-testid="toast"
      data-state="open"
      data-variant={t.variant ?? "default"}
      onKeyDown={(e) => e.key === "Escape" && close()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setSwipe(null)}
      style={swipe ? { transform: `translateX(${swipe.x}px)`, transition: "none" } : undefined}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 rounded-xl border p-4 pr-8 shadow-lg transition ${
        t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <div className="grid gap-1">
        {t.title && <div className="text-sm font-semibold">{t.title}</div>}
        {t.description && <div className="text-sm opacity-90">{t.description}</div>}
      </div>
      {t.action}
      <button type="button" onClick={close} aria-label="Close notification" className="absolute right-2 top-2 rounded-md p-1 text-current opacity-70 hover:opacity-100">
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
