// The exposure ladder's contract (decision 033) as zod schemas: GET/POST /api/users/{id}/ladder, PATCH
// and DELETE /api/users/{id}/ladder/{rungId}, POST /api/users/{id}/ladder/suggestions. Browser code
// imports only the types.
import { z } from "zod";
import { uuid } from "./ids";
import {
  COMPULSION_TO_RESIST_MAX,
  EXPECTED_ANXIETY_MAX,
  EXPECTED_ANXIETY_MIN,
  LADDER_MAX_RUNGS,
  SITUATION_MAX,
  SUGGESTIONS_MAX,
} from "./ladder";
import { RiskSummary, SafetyCheck } from "./thoughts";
import { hasVisibleText } from "./text";
import { keepTo } from "./field-limits";

/** Whitespace runs become one space: a step is one line of plain words. */
const line = (max: number, empty: string, tooLong: string) =>
  z
    .string({ message: empty })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, empty).max(max, tooLong).refine(hasVisibleText, empty));

const Situation = line(SITUATION_MAX, "Please describe the situation", keepTo("the situation", SITUATION_MAX));
const CompulsionToResist = line(COMPULSION_TO_RESIST_MAX, "Please write the compulsion you will hold back from", keepTo("the compulsion", COMPULSION_TO_RESIST_MAX));
const ExpectedAnxiety = z
  .number({ message: "Expected anxiety is a whole number from 0 to 10" })
  .int("Expected anxiety is a whole number from 0 to 10")
  .min(EXPECTED_ANXIETY_MIN, "Expected anxiety is a whole number from 0 to 10")
  .max(EXPECTED_ANXIETY_MAX, "Expected anxiety is a whole number from 0 to 10");

/** POST /api/users/{id}/ladder body. */
export const LadderRungCreate = z.object({ situation: Situation, compulsionToResist: CompulsionToResist, expectedAnxiety: ExpectedAnxiety });
export type LadderRungCreate = z.output<typeof LadderRungCreate>;

/** PATCH /api/users/{id}/ladder/{rungId} body: any of the fields, at least one. */
export const LadderRungUpdate = z
  .object({
    situation: Situation.optional(),
    compulsionToResist: CompulsionToResist.optional(),
    expectedAnxiety: ExpectedAnxiety.optional(),
    /** The new place, 0 first; past the end means last. */
    position: z
      .number({ message: `position is a whole number from 0 to ${LADDER_MAX_RUNGS - 1}` })
      .int()
      .min(0)
      .max(LADDER_MAX_RUNGS - 1)
      .optional(),
    mastered: z.boolean({ message: "mastered must be true or false" }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to change" });
export type LadderRungUpdate = z.output<typeof LadderRungUpdate>;

/** One rung as GET lists it. */
export const LadderRung = z.object({
  id: z.string(),
  userId: z.string(),
  situation: z.string(),
  compulsionToResist: z.string(),
  expectedAnxiety: z.number(),
  position: z.number(),
  mastered: z.boolean(),
  masteredAt: z.string().nullable(),
  /** Completed sessions practised from this rung. */
  sessionCount: z.number(),
  /** A clinician added it (decision 033): the person sees 'suggested by your clinician' and may decline. */
  suggestedByClinician: z.boolean(),
  createdAt: z.string(),
  /** The check-in its texts raised, while it matters (decision 013); null otherwise. */
  checkIn: SafetyCheck.nullable(),
  /** Its texts named a crisis: the screen shows crisis resources with it, and no exposure from it. */
  crisis: z.boolean(),
  /** The crisis is of being harmed by someone: the lines for that come first (decision 013, amendment n). */
  beingHarmed: z.boolean().optional(),
});
export type LadderRung = z.infer<typeof LadderRung>;

/** POST and PATCH answer: the rung and what the risk assessment found in its texts ("none" when they did not change). */
export const LadderRungSaved = LadderRung.extend({
  risk: RiskSummary,
  /** A crisis whose words call for a practical step first (gas or smoke now, a body that needs care now): that step. */
  firstStep: z.string().optional(),
});
export type LadderRungSaved = z.infer<typeof LadderRungSaved>;

/** One suggested rung, as Claude writes it and the built-in engine builds it. */
export const LadderSuggestion = z.object({
  situation: z.string().trim().min(1).max(SITUATION_MAX),
  compulsionToResist: z.string().trim().min(1).max(COMPULSION_TO_RESIST_MAX),
  expectedAnxiety: z.number().int().min(EXPECTED_ANXIETY_MIN).max(EXPECTED_ANXIETY_MAX),
});
export type LadderSuggestion = z.infer<typeof LadderSuggestion>;

/** POST /api/users/{id}/ladder/suggestions answer (nothing is saved until the person accepts one). */
export const LadderSuggestions = z.object({ suggestions: z.array(LadderSuggestion).max(SUGGESTIONS_MAX) });
export type LadderSuggestions = z.infer<typeof LadderSuggestions>;

export const LadderRungParams = z.object({ id: uuid(), rungId: uuid() });
