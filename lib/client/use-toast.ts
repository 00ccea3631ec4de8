// A tiny toast store (docs/spec.md §9, decision 024): one toast shown at a time, the others queued and
// shown in turn, each for its full display time (the Toaster's 5000 ms); a dismissed toast is removed
// after 1,000,000 ms. Each toast remembers the control that was focused when it was raised, so the
// Toaster can keep it clear of that control.
"use client";
import { useEffect, useState, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Toasts waiting their turn; past this the oldest waiting one is dropped (a burst of the same failure). */
export const TOAST_QUEUE_MAX = 5;

export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
  /** The control in use when the toast was raised (the focused element), to keep clear of. */
  anchor?: Element | null;
}

type ToastInput = Omit<ToastItem, "id" | "open" | "anchor">;
type Listener = (toasts: ToastItem[]) => void;

/** Shown (at most TOAST_LIMIT open) and closed ones awaiting removal. */
let toasts: ToastItem[] = [];
/** Raised while another was open: shown one by one as each closes. */
let waiting: ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const l of listeners) l(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

/** Opens the next waiting toast when none is open. */
function showNext() {
  if (toasts.some((t) => t.open) || waiting.length === 0) return;
  const [next, ...rest] = waiting;
  waiting = rest;
  toasts = [next!, ...toasts];
}

export function dismiss(id?: string) {
  if (id === undefined) waiting = [];
  else if (waiting.some((t) => t.id === id)) {
    waiting = waiting.filter((t) => t.id !== id);
    return emit();
  }
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  showNext();
  emit();
}

const sameText = (a: ToastInput, b: ToastInput) =>
  typeof a.title === "string" && a.title === b.title && a.description === b.description && (a.variant ?? "default") === (b.variant ?? "default");

/** The focused control, unless nothing is (body) or it is a toast itself. */
function focusedControl(): Element | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  return active.closest("[data-toast-viewport]") ? null : active;
}

export function toast(props: ToastInput) {
  // The same words already showing or waiting are not said twice.
  const twin = [...toasts.filter((t) => t.open), ...waiting].find((t) => sameText(t, props));
  if (twin) return { id: twin.id, dismiss: () => dismiss(twin.id) };
  const id = String(++counter);
  const item: ToastItem = { ...props, id, open: true, anchor: focusedControl() };
  if (toasts.some((t) => t.open)) waiting = [...waiting, item].slice(-TOAST_QUEUE_MAX);
  else toasts = [item, ...toasts];
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function useToasts(): ToastItem[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    setState(toasts);
    return () => void listeners.delete(setState);
  }, []);
  return state;
}

/** What the store holds now: the toasts the Toaster renders, and those waiting their turn. */
export function toastSnapshot(): { shown: readonly ToastItem[]; waiting: readonly ToastItem[] } {
  return { shown: toasts, waiting };
}
