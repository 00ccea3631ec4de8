// ERP sessions: the request/response contract of docs/spec.md §7 as zod schemas, for the handlers, the AI
// engine and the tests. Browser code imports only their types (lib/client/erp-answers reads answers).
import { z } from "zod";
import { uuid } from "./ids";
import { MOODS } from "./enums";
import { RiskSummary, SafetyCheck } from "./thoughts";
import { hasVisibleText, visibleOrNull } from "./text";
import { keepTo } from "./field-limits";
import {
  EXPECTED_OUTCOME_MAX,
  LEARNED_MAX,
  MAX_DURATION,
  MIN_DURATION,
  OUTCOMES_HAPPENED,
  RATING_SECOND_MAX,
  RATINGS_MAX,
  TRIGGER_MAX,
  URGES_MAX,
} from "./erp";

/** Optional free text: trimmed, and blank means none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullable()
    .transform(visibleOrNull)
    // Left out stays undefined (a PATCH leaves the stored text as it is); blank means none.
    .optional();

const Anxiety0to10 = z.number({ message: "Anxiety is a whole number from 0 to 10" }).int("Anxiety is a whole number from 0 to 10").min(0).max(10);
const Second = z.number({ message: `second is a whole number of seconds from 0 to ${RATING_SECOND_MAX}` }).int().min(0).max(RATING_SECOND_MAX);

export const ErpSessionCreate = z.object({
  userId: uuid(),
  trigger: z
    .string()
    .trim()
    .min(1, "Please select or enter at least one trigger")
    .refine(hasVisibleText, "Please select or enter at least one trigger")
    .max(TRIGGER_MAX, keepTo("the trigger", TRIGGER_MAX)),
  anxietyLevel: z.number().int("Anxiety level must be a whole number").min(1).max(10),
  duration: z
    .number()
    .int("Duration must be a whole number of seconds")
    .min(MIN_DURATION, "Duration must be at least 1 second")
    .max(MAX_DURATION, `Duration can be at most ${MAX_DURATION} seconds`),
  // Decision 034, all optional: the ladder rung practised, and the expectancy written before the exposure.
  rungId: uuid({ message: "That step is not on your ladder" }).nullish(),
  /** What I fear will happen. */
  expectedOutcome: optionalText(EXPECTED_OUTCOME_MAX, keepTo("what you fear", EXPECTED_OUTCOME_MAX)),
  /** How likely it feels, 0-100 %. */
  expectedLikelihood: z.number({ message: "How likely is a whole number from 0 to 100" }).int("How likely is a whole number from 0 to 100").min(0).max(100).nullish(),
});
export type ErpSessionCreate = z.output<typeof ErpSessionCreate>;

/** PATCH /api/erp-sessions/{id}/pause: start (true) or end (false) a pause of the timed exercise. */
export const ErpPauseUpdate = z.object({ paused: z.boolean({ message: "paused must be true or false" }) });
export type ErpPauseUpdate = z.infer<typeof ErpPauseUpdate>;

/** The pause record of a session (PATCH /api/erp-sessions/{id}/pause answer). */
export const ErpPauseState = z.object({ paused: z.boolean(), pauseCount: z.number(), pausedSeconds: z.number() });
export type ErpPauseState = z.infer<typeof ErpPauseState>;

/** GET /api/erp-challenge/{userId}?session={id}: the unfinished session to swap the task of (default: the latest). */
export const ErpChallengeQuery = z.object({ session: uuid({ message: "Invalid session id" }).optional() });
export type ErpChallengeQuery = z.infer<typeof ErpChallengeQuery>;

export const AnxietyRating = z.object({ second: Second, anxiety: Anxiety0to10 });
export const UrgeMark = z.object({ second: Second });

/**
 * PATCH /api/erp-sessions/{id}: the spec's {mood}, plus what decision 034 records during and after the
 * exposure, all optional. A field left out is left as it is.
 */
export const ErpMoodUpdate = z.object({
  mood: z.enum(MOODS, { message: "Please choose better, same or worse" }),
  anxietyAfter: Anxiety0to10.nullish(),
  anxietyPeak: Anxiety0to10.nullish(),
  ratings: z.array(AnxietyRating).max(RATINGS_MAX, `At most ${RATINGS_MAX} ratings`).nullish(),
  urges: z.array(UrgeMark).max(URGES_MAX, `At most ${URGES_MAX} urges`).nullish(),
  outcomeHappened: z.enum(OUTCOMES_HAPPENED, { message: "Please answer yes, no or partly" }).nullish(),
  learned: optionalText(LEARNED_MAX, keepTo("what you learned", LEARNED_MAX)),
  didCompulsion: z.boolean({ message: "didCompulsion must be true or false" }).nullish(),
});
export type ErpMoodUpdate = z.output<typeof ErpMoodUpdate>;

/** The exposure as a model writes it (the structured-output schema sent to Claude). */
export const ErpTaskGuidance = z.object({
  task: z.object({
    description: z.string().trim().min(1).max(1200),
    duration: z.number().int().min(MIN_DURATION).max(MAX_DURATION),
  }),
  guidance: z.string().trim().min(1).max(1500),
  encouragement: z.string().trim().min(1).max(600),
});

/**
 * Present only when the trigger signals real risk (decision 011): no exposure is set, and the flow
 * shows these people to reach instead of a task.
 */
export const ErpCrisis = z.object({
  intro: z.string(),
  /** The trigger tells of being harmed by someone: the lines for that come first. */
  beingHarmed: z.boolean().optional(),
  /** Gas or smoke now, or a body that needs care now: what to do before anything else. */
  firstStep: z.string().optional(),
  resources: z.array(z.object({ name: z.string(), contact: z.string(), href: z.string().optional(), detail: z.string() })),
});

export const ErpGuidance = ErpTaskGuidance.extend({ crisis: ErpCrisis.optional() });
export type ErpGuidance = z.infer<typeof ErpGuidance>;

/**
 * POST /api/erp-sessions answer: the spec's {id, guidance}, plus what the risk assessment found in the
 * trigger and, when it asks, the check-in to answer before the task is shown (decision 013).
 */
export const ErpSessionCreated = z.object({ id: z.string(), guidance: ErpGuidance, risk: RiskSummary, checkIn: SafetyCheck.nullable() });
export type ErpSessionCreated = z.infer<typeof ErpSessionCreated>;

/** GET /api/erp-challenge/{userId} answer. */
export const ErpChallenge = z.object({ guidance: ErpGuidance, risk: RiskSummary, checkIn: SafetyCheck.nullable() });
export type ErpChallenge = z.infer<typeof ErpChallenge>;

/** One session as lists show it (GET /api/erp-sessions/{userId}); the guidance text stays private to the flow. */
export const ErpSessionView = z.object({
  id: z.string(),
  userId: z.string(),
  trigger: z.string(),
  anxietyLevel: z.number(),
  duration: z.number(),
  mood: z.enum(MOODS).nullable(),
  completed: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Pauses of the timed exercise: how many, and their total length in seconds. */
  pauseCount: z.number(),
  pausedSeconds: z.number(),
  // Decision 034 (null when not given, and for sessions from before it).
  rungId: z.string().nullable(),
  expectedOutcome: z.string().nullable(),
  expectedLikelihood: z.number().nullable(),
  anxietyPeak: z.number().nullable(),
  anxietyAfter: z.number().nullable(),
  ratings: z.array(z.object({ second: z.number(), anxiety: z.number() })),
  urges: z.array(z.object({ second: z.number() })),
  outcomeHappened: z.enum(OUTCOMES_HAPPENED).nullable(),
  learned: z.string().nullable(),
  didCompulsion: z.boolean().nullable(),
});
export type ErpSessionView = z.infer<typeof ErpSessionView>;

/** An unfinished session picked up again from /home or /progress: what the flow needs to go on. */
export interface ErpResumable {
  id: string;
  guidance: ErpGuidance;
  checkIn: SafetyCheck | null;
  paused: boolean;
  /** What the person feared and how likely it felt (decision 034): step 4 asks whether it happened. */
  expectedOutcome: string | null;
  expectedLikelihood: number | null;
}
