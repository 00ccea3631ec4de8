// The exposure ladder (decision 033): its limits and the words of its 0-10 expected-anxiety
// scale, zod-free so the /ladder screen can use them without shipping zod. The contract's schemas are in
// ladder-schemas.ts.
import { ANXIETY_BANDS, anxietyBand } from "./anxiety-scale";

/** A ladder is a plan for the next weeks, not a list of every fear: 30 steps at most. */
export const LADDER_MAX_RUNGS = 30;
export const SITUATION_MAX = 300;
export const COMPULSION_TO_RESIST_MAX = 300;
export const EXPECTED_ANXIETY_MIN = 0;
export const EXPECTED_ANXIETY_MAX = 10;
/** How many suggestions one request offers: 8-12 graded situations. */
export const SUGGESTIONS_MIN = 8;
export const SUGGESTIONS_MAX = 12;

export const LADDER_FULL = `Your ladder has ${LADDER_MAX_RUNGS} steps, the most it can hold. Remove one to add another (mastered steps stay on it).`;
/** The same, said to the clinician adding a step to a patient's ladder: only the patient removes steps. */
export const PATIENT_LADDER_FULL = `This ladder has ${LADDER_MAX_RUNGS} steps, the most it can hold. The person can remove one to make room.`;

/**
 * The expected anxiety uses the app's one anxiety scale (lib/domain/anxiety-scale): the same five
 * bands, words and colours, with 0 for none at all.
 */
export function expectedAnxietyLabel(level: number): string {
  return level <= 0 ? "None" : ANXIETY_BANDS[anxietyBand(level)]!.label;
}

/** The band of a 0-10 level for its colour (0 shares the lowest band's colour). */
export const expectedAnxietyBand = (level: number) => (level <= 0 ? 0 : anxietyBand(level));

/**
 * Where a new rung goes in a ladder kept in `order` (its expected anxieties, first rung first): after
 * the last rung expected to be no harder, so a new ladder comes out ordered by expected anxiety while
 * the person's own moves are kept.
 */
export function insertionIndex(order: readonly number[], expectedAnxiety: number): number {
  let index = 0;
  order.forEach((level, i) => {
    if (level <= expectedAnxiety) index = i + 1;
  });
  return index;
}

/** The ladder `ids` with the one at `from` moved to `to` (clamped to the ladder). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(out.length, to)), 0, item);
  return out;
}

/** One completed session of a rung, as its progress shows it (anxiety 0-10; null when not given). */
export interface RungSessionPoint {
  id: string;
  completedAt: string;
  before: number;
  peak: number | null;
  after: number | null;
  expectedLikelihood: number | null;
  outcomeHappened: "yes" | "no" | "partly" | null;
  didCompulsion: boolean | null;
}

/** A rung's progress: its latest completed sessions (oldest first) and its expectancy over all of them. */
export interface RungProgress {
  rungId: string;
  /** Every completed session from the rung. */
  completed: number;
  /** The latest ones, oldest first, for the chart and its table. */
  sessions: RungSessionPoint[];
  /** "You expected 80%; it happened 0 of 4 times.", or null before any session answered the question. */
  expectancy: string | null;
  /** The app may suggest marking the step mastered (decision 033, `suggestsMastery`); the person decides. */
  masterySuggested: boolean;
}

/** Sessions shown per rung. */
export const RUNG_CHART_POINTS = 8;

/** Sessions a rung needs before mastery may be suggested, and how many of the latest must hold back. */
export const MASTERY_MIN_SESSIONS = 3;
export const MASTERY_LATEST = 2;

/**
 * When the app may suggest a rung is mastered (decision 033, amended 2026-11-25): practised at least
 * three times, the latest two completed without the compulsion ("Did you do the compulsion?" answered
 * No; unanswered does not count), and in neither of them did what the person feared fully happen
 * ("no" or "partly" both count as not fully happening, an unanswered question does not stand in the
 * way). Response prevention and expectancy violation, not the anxiety coming down: how anxious the
 * person ended is not asked. Only a suggestion: the person marks it, or not. `sessions` oldest first.
 */
export function suggestsMastery(sessions: readonly Pick<RungSessionPoint, "didCompulsion" | "outcomeHappened">[]): boolean {
  if (sessions.length < MASTERY_MIN_SESSIONS) return false;
  return sessions.slice(-MASTERY_LATEST).every((s) => s.didCompulsion === false && s.outcomeHappened !== "yes");
}

/** A rung a session starts from (/erp-session?rung={id}). */
export interface PractiseRung {
  id: string;
  situation: string;
  compulsionToResist: string;
  expectedAnxiety: number;
  position: number;
}
