// The pending / try / toast pattern of every control that calls the API, once: `pending` while the
// work runs, a second start ignored meanwhile (no double submits), the failure handed to `onError`
// (usually a destructive toast), and `pending` kept after success when the work ends by leaving the
// page, so the button cannot be pressed again while the next page loads.
"use client";
import { useCallback, useRef, useState } from "react";
import { toast } from "./use-toast";

export interface ActionOptions {
  onError: (error: unknown) => void;
  /** The work ends with a navigation: stay pending after success. */
  leavesPage?: boolean;
}

export function useAction() {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<void>, { onError, leavesPage = false }: ActionOptions) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await work();
      if (leavesPage) return;
    } catch (error) {
      onError(error);
    }
    running.current = false;
    setPending(false);
  }, []);
  return { pending, run };
}

/** How an action reports a failure: a destructive toast. */
export function failureToast(title: string, description?: string): void {
  toast({ title, description, variant: "destructive" });
}
