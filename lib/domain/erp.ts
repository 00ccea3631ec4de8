// ERP sessions: the trigger chips of docs/spec.md §3, the duration limits of §9 and the small time helpers
// the countdown relies on. No zod here, because the /erp-session page imports this module; the
// request/response contract of §7 lives in ./erp-schemas.
import type { MOODS, OcdType } from "./enums";

export const ERP_STEPS = ["Describe Your Trigger", "Review Your Task", "Complete Exercise", "Reflect"] as const;

/** Why POST /api/erp-sessions answers 403 to an unverified account, and what /erp-session says (decision 025). */
export const ERP_NEEDS_VERIFIED_EMAIL =
  "ERP sessions need a verified email address. Please open the link we emailed you, or ask for a new one.";

export const TRIGGER_MAX = 1000;
export const CUSTOM_TRIGGER_MAX = 500;
export const DEFAULT_DURATION = 30;
export const DURATION_STEP = 5;
export const MIN_DURATION = 1;
/** An hour: longer than any sensible single exposure, and keeps a forgotten tab from counting for days. */
export const MAX_DURATION = 3600;
/** The selected chips and the custom text are stored as one trigger string (docs/spec.md §3). */
export const TRIGGER_SEPARATOR = "; ";

/**
 * Five concrete situations per OCD type, offered as chips in step 1 (docs/spec.md §3). Each has a
 * stable id: whatever is keyed by a chip (the built-in engine's exposure ladders) is keyed by it,
 * so reordering or adding chips re-maps nothing. The label is what people see and what is stored.
 */
export const TRIGGER_CHIP_LABELS = {
  public_doorknobs: "Touching public doorknobs",
  public_restroom: "Using a public restroom",
  shaking_hands: "Shaking hands with someone",
  cash_and_coins: "Handling cash or coins",
  floors_and_soles: "Touching the floor or the soles of shoes",
  door_lock: "Leaving home without re-checking the door lock",
  stove: "Walking away from the stove after cooking",
  email_unread: "Sending an email without re-reading it",
  appliances_plugged_in: "Leaving appliances plugged in when I go out",
  wallet_and_keys: "Putting my wallet and keys away without checking again",
  crooked_frames: "Unaligned picture frames on the wall",
  shelf_out_of_order: "Books or objects on a shelf out of order",
  uneven_laces_and_sleeves: "Uneven shoelaces or sleeves",
  one_handed_touch: "Touching something with only one hand",
  messy_desk: "A messy desk or cluttered table",
  driving_thoughts: "Unwanted thoughts while driving",
  kitchen_knife: "Holding a kitchen knife while cooking",
  harming_thoughts_near_loved_ones: "Unwanted harming thoughts near loved ones",
  taboo_thoughts: "Unwanted taboo or blasphemous thoughts",
  doubt_about_something_terrible: "Doubting whether I did something terrible",
} as const;

export type TriggerChipId = keyof typeof TRIGGER_CHIP_LABELS;

export const TRIGGER_CHIP_IDS: Record<OcdType, readonly TriggerChipId[]> = {
  contamination: ["public_doorknobs", "public_restroom", "shaking_hands", "cash_and_coins", "floors_and_soles"],
  checking: ["door_lock", "stove", "email_unread", "appliances_plugged_in", "wallet_and_keys"],
  symmetry: ["crooked_frames", "shelf_out_of_order", "uneven_laces_and_sleeves", "one_handed_touch", "messy_desk"],
  intrusive_thoughts: ["driving_thoughts", "kitchen_knife", "harming_thoughts_near_loved_ones", "taboo_thoughts", "doubt_about_something_terrible"],
};

const labels = (ids: readonly TriggerChipId[]) => ids.map((id) => TRIGGER_CHIP_LABELS[id]);

/** The chip labels per OCD type, in the order they are offered. */
export const TRIGGER_CHIPS: Record<OcdType, readonly string[]> = {
  contamination: labels(TRIGGER_CHIP_IDS.contamination),
  checking: labels(TRIGGER_CHIP_IDS.checking),
  symmetry: labels(TRIGGER_CHIP_IDS.symmetry),
  intrusive_thoughts: labels(TRIGGER_CHIP_IDS.intrusive_thoughts),
};

const CHIP_ID_BY_LABEL = new Map(Object.entries(TRIGGER_CHIP_LABELS).map(([id, label]) => [label as string, id as TriggerChipId]));

/** The chip a stored trigger part was chosen from, or undefined for the person's own words. */
export const triggerChipId = (label: string): TriggerChipId | undefined => CHIP_ID_BY_LABEL.get(label);

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

// --- Expectancy, ratings during the exposure, and the questions after it (decisions 034, 035) ---

export const EXPECTED_OUTCOME_MAX = 500;
export const LEARNED_MAX = 1000;
/** One-tap ratings kept per session: one every 30 seconds for an hour. */
export const RATINGS_MAX = 120;
export const URGES_MAX = 120;
/** A rating's second counts from the start of the exercise; pauses can take it past the duration. */
export const RATING_SECOND_MAX = 2 * MAX_DURATION;

export const OUTCOMES_HAPPENED = ["yes", "no", "partly"] as const;
export type OutcomeHappened = (typeof OUTCOMES_HAPPENED)[number];
export const OUTCOME_HAPPENED_LABELS: Record<OutcomeHappened, string> = { yes: "Yes", no: "No", partly: "Partly" };

/** One rating of the anxiety during the exposure, 0-10, at a second of the exercise. */
export interface AnxietyRating {
  second: number;
  anxiety: number;
}

/** What decision 034 records on a session (null when not given, and for sessions from before it). */
export interface ExposureFields {
  rungId: string | null;
  expectedOutcome: string | null;
  expectedLikelihood: number | null;
  anxietyPeak: number | null;
  anxietyAfter: number | null;
  ratings: AnxietyRating[];
  urges: { second: number }[];
  outcomeHappened: OutcomeHappened | null;
  learned: string | null;
  didCompulsion: boolean | null;
}

/**
 * The exposure length a session from a rung suggests, in minutes (decision 034): long enough for the
 * feared outcome to be tested, short enough to be done today. Harder steps get longer.
 */
export function suggestedMinutes(expectedAnxiety: number): number {
  if (expectedAnxiety >= 7) return 20;
  if (expectedAnxiety >= 4) return 15;
  return 10;
}

/** The highest anxiety recorded: the taps during the exposure and the rating before it. */
export function peakAnxiety(before: number, ratings: readonly AnxietyRating[]): number {
  return ratings.reduce((top, r) => Math.max(top, r.anxiety), before);
}

/** What a rung's completed sessions said about the feared outcome (the database counts them). */
export interface ExpectancyCounts {
  /** Sessions that answered 'Did what you feared happen?'. */
  answered: number;
  happened: number;
  partly: number;
  /** The likelihoods given, 0-100: how many, their sum, lowest and highest. */
  expectedCount: number;
  expectedSum: number;
  expectedMin: number | null;
  expectedMax: number | null;
}

/**
 * "You expected 80%; it happened 0 of 4 times": the expectancy against what happened over a rung's
 * completed sessions ("partly" is said as such, never counted as happened or not).
 */
export function expectancySentence(c: ExpectancyCounts): string | null {
  if (!c.answered) return null;
  const times = (n: number) => `${n} of ${c.answered} time${c.answered === 1 ? "" : "s"}`;
  const outcome = `it happened ${times(c.happened)}${c.partly ? ` (partly ${c.partly === 1 ? "once" : `${c.partly} times`})` : ""}`;
  if (!c.expectedCount) return `What you feared: ${outcome}.`;
  const average = Math.round(c.expectedSum / c.expectedCount);
  return c.expectedMin === c.expectedMax ? `You expected ${average}%; ${outcome}.` : `You expected ${average}% on average; ${outcome}.`;
}

/** The same, from a list of sessions (tests and small lists). */
export function expectancySummary(sessions: readonly { expectedLikelihood: number | null; outcomeHappened: OutcomeHappened | null }[]): string | null {
  const answered = sessions.filter((s) => s.outcomeHappened !== null);
  const expected = sessions.map((s) => s.expectedLikelihood).filter((v): v is number => v !== null);
  return expectancySentence({
    answered: answered.length,
    happened: answered.filter((s) => s.outcomeHappened === "yes").length,
    partly: answered.filter((s) => s.outcomeHappened === "partly").length,
    expectedCount: expected.length,
    expectedSum: expected.reduce((a, b) => a + b, 0),
    expectedMin: expected.length ? Math.min(...expected) : null,
    expectedMax: expected.length ? Math.max(...expected) : null,
  });
}

export const MOOD_LABELS: Record<(typeof MOODS)[number], string> = {
  better: "Better",
  same: "About the same",
  worse: "Worse",
};
