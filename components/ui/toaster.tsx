// Radix Toast viewport (docs/spec.md §9): 5000 ms, swipe right past 50 px, F8 focuses it, 420px wide on md+.
"use client";
import * as Toast from "@radix-ui/react-toast";
import { dismiss, useToasts } from "@/lib/client/use-toast";

export function Toaster() {
  const toasts = useToasts();
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
        hotkey={["F8"]}
        className="fixed bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:right-0 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
