// Radix Toast viewport (docs/spec.md §9): 5000 ms, swipe right past 50 px, F8 focuses it, 420px wide on md+.
// One toast at a time from the queue of lib/client/use-toast (decision 024). On phones and tablets it
// sits at the bottom, above the bottom navigation, never over the header or its help link; on wide
// screens it takes the first corner that keeps clear of the control just used (lib/client/toast-placement).
"use client";
import * as Toast from "@radix-ui/react-toast";
import { useLayoutEffect, useRef, useState } from "react";
import { useUser } from "@/components/auth/user-provider";
import { showsMainNav } from "@/lib/domain/navigation";
import { dismiss, useToasts } from "@/lib/client/use-toast";
import { toastCorner, type ToastCorner } from "@/lib/client/toast-placement";

/** The width from which the header holds the navigation and toasts move to a corner. */
const WIDE = "(min-width: 1024px)";

const CORNER_CLASSES: Record<ToastCorner, string> = {
  "bottom-right": "lg:bottom-0 lg:right-0",
  "bottom-left": "lg:bottom-0 lg:left-0",
  "top-right": "lg:top-header lg:right-0",
  "top-left": "lg:top-header lg:left-0",
};

export function Toaster() {
  const toasts = useToasts();
  const { user } = useUser();
  const viewport = useRef<HTMLOListElement>(null);
  const [corner, setCorner] = useState<ToastCorner>("bottom-right");
  const shown = toasts.find((t) => t.open);

  // Before the toast is painted: measure it, and move it off the control it would cover.
  useLayoutEffect(() => {
    if (!shown || !viewport.current || !window.matchMedia(WIDE).matches) return setCorner("bottom-right");
    const anchor = shown.anchor?.isConnected ? shown.anchor.getBoundingClientRect() : null;
    const size = viewport.current.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 64;
    setCorner(toastCorner({ width: window.innerWidth, height: window.innerHeight }, { width: size.width, height: size.height }, anchor, header));
  }, [shown]);

  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-8 shadow-lg
            data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0
            data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition
            ${t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"}`}
          data-testid="toast"
          data-variant={t.variant ?? "default"}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md p-1 text-current opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">✕</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={["F8"]}
        data-toast-viewport=""
        data-corner={corner}
        className={`fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:right-0 md:max-w-[420px] ${
          showsMainNav(user) ? "max-lg:bottom-[calc(var(--spacing-bottom-nav)+env(safe-area-inset-bottom))]" : "max-lg:bottom-0"
        } ${CORNER_CLASSES[corner]}`}
      />
    </Toast.Provider>
  );
}
