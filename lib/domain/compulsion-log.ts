// The compulsion and urge log (decision 027): the kinds, outcomes and urge scale, zod-free so the
// quick-entry form can use them without shipping zod. The contract's schemas are in
// compulsion-schemas.ts.
import { ANXIETY_BANDS, anxietyBand } from "./anxiety-scale";

export const COMPULSION_KINDS = ["washing", "checking", "mental_ritual", "reassurance", "avoidance", "ordering", "other"] as const;
export type CompulsionKind = (typeof COMPULSION_KINDS)[number];

/** Plain words; reassurance-seeking names this app too, because asking it can be the ritual. */
export const COMPULSION_KIND_LABELS: Record<CompulsionKind, string> = {
  washing: "Washing or cleaning",
  checking: "Checking",
  mental_ritual: "Mental ritual",
  reassurance: "Asking for reassurance (this app included)",
  avoidance: "Avoiding something",
  ordering: "Ordering or repeating",
  other: "Something else",
};

/** Short labels for tables and charts. */
export const COMPULSION_KIND_SHORT: Record<CompulsionKind, string> = {
  washing: "Washing",
  checking: "Checking",
  mental_ritual: "Mental ritual",
  reassurance: "Reassurance",
  avoidance: "Avoiding",
  ordering: "Ordering",
  other: "Other",
};

export const COMPULSION_OUTCOMES = ["resisted", "delayed", "done"] as const;
export type CompulsionOutcome = (typeof COMPULSION_OUTCOMES)[number];

/** What happened with the urge, said without praise or blame: every answer is worth writing down. */
export const COMPULSION_OUTCOME_LABELS: Record<CompulsionOutcome, string> = {
  resisted: "I didn't do it",
  delayed: "I put it off",
  done: "I did it",
};

export const COMPULSION_OUTCOME_SHORT: Record<CompulsionOutcome, string> = {
  resisted: "Resisted",
  delayed: "Delayed",
  done: "Done",
};

export const URGE_MIN = 0;
export const URGE_MAX = 10;
export const DEFAULT_URGE = 5;
export const NOTE_MAX_LENGTH = 1000;
/** A delay longer than a day is no longer a delay worth counting in minutes. */
export const DELAY_MAX_MINUTES = 1440;
/** An entry may be back-dated up to this long (people catch up on a day or a week, not on years). */
export const BACKDATE_MAX_DAYS = 366;
/** A clock a little ahead of ours is not the future. */
export const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * The urge uses the app's one anxiety scale (lib/domain/anxiety-scale): the same five bands, words and
 * colours, with 0 for no urge at all.
 */
export function urgeLabel(urge: number): string {
  return urge <= 0 ? "No urge" : ANXIETY_BANDS[anxietyBand(urge)]!.label;
}

/** The band of an urge for its colour (0 shares the lowest band's colour). */
export const urgeBand = (urge: number) => (urge <= 0 ? 0 : anxietyBand(urge));
