// ERP sessions: the trigger chips of docs/spec.md §3, the duration limits of §9 and the small time helpers
// the countdown relies on. No zod here, because the /erp-session page imports this module; the
// request/response contract of §7 lives in ./erp-schemas.
import type { MOODS, OcdType } from "./enums";

export const ERP_STEPS = ["Describe Your Trigger", "Review Your Task", "Complete Exercise", "Reflect"] as const;

export const TRIGGER_MAX = 1000;
export const CUSTOM_TRIGGER_MAX = 500;
export const DEFAULT_DURATION = 30;
export const DURATION_STEP = 5;
export const MIN_DURATION = 1;
/** An hour: longer than any sensible single exposure, and keeps a forgotten tab from counting for days. */
export const MAX_DURATION = 3600;
/** The selected chips and the custom text are stored as one trigger string (docs/spec.md §3). */
export const TRIGGER_SEPARATOR = "; ";

/** Five concrete situations per OCD type, offered as chips in step 1 (docs/spec.md §3). */
export const TRIGGER_CHIPS: Record<OcdType, readonly string[]> = {
  contamination: [
    "Touching public doorknobs",
    "Using a public restroom",
    "Shaking hands with someone",
    "Handling cash or coins",
    "Touching the floor or the soles of shoes",
  ],
  checking: [
    "Leaving home without re-checking the door lock",
    "Walking away from the stove after cooking",
    "Sending an email without re-reading it",
    "Leaving appliances plugged in when I go out",
    "Putting my wallet and keys away without checking again",
  ],
  symmetry: [
    "Unaligned picture frames on the wall",
    "Books or objects on a shelf out of order",
    "Uneven shoelaces or sleeves",
    "Touching something with only one hand",
    "A messy desk or cluttered table",
  ],
  intrusive_thoughts: [
    "Unwanted thoughts while driving",
    "Holding a kitchen knife while cooking",
    "Unwanted harming thoughts near loved ones",
    "Unwanted taboo or blasphemous thoughts",
    "Doubting whether I did something terrible",
  ],
};

/** The chips for a user; people without an OCD type (admins) see the checking list as a neutral default. */
export function triggerChipsFor(ocdType: string | null | undefined): readonly string[] {
  return TRIGGER_CHIPS[ocdType as OcdType] ?? TRIGGER_CHIPS.checking;
}

/** docs/spec.md §3: the selected chips joined with '; ', then any custom text. */
export function joinTrigger(chips: readonly string[], custom: string): string {
  return [...chips, custom.trim()].filter(Boolean).join(TRIGGER_SEPARATOR);
}

export function splitTrigger(trigger: string): string[] {
  return trigger
    .split(TRIGGER_SEPARATOR.trim())
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Parses the typed duration: a whole number of seconds in range, or null (docs/spec.md §5). */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_DURATION && value <= MAX_DURATION ? value : null;
}

export function stepDuration(current: number, direction: 1 | -1): number {
  return Math.min(MAX_DURATION, Math.max(MIN_DURATION, current + direction * DURATION_STEP));
}

/** "45 seconds", "1 minute", "2 minutes 30 seconds". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return part(seconds, "second");
  return seconds === 0 ? part(minutes, "minute") : `${part(minutes, "minute")} ${part(seconds, "second")}`;
}

/** "0:05", "12:30": the visible clock. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes}:${String(totalSeconds % 60).padStart(2, "0")}`;
}

/** Whole seconds left before a wall-clock deadline, rounded up so "1" shows until the very end. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * Whether a screen reader should hear the remaining time now: every minute, then at 30, 10 and
 * 5 seconds. Every second would drown out everything else.
 */
export function shouldAnnounce(remaining: number, total: number): boolean {
  if (remaining <= 0 || remaining >= total) return false;
  return remaining % 60 === 0 || remaining === 30 || remaining === 10 || remaining === 5;
}

export const MOOD_LABELS: Record<(typeof MOODS)[number], string> = {
  better: "Better",
  same: "About the same",
  worse: "Worse",
};
