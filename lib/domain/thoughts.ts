// The thought-log contract (docs/spec.md §3, §7): what a person sends, the AI answer we store, and what we return.
import { z } from "zod";
import { uuid } from "./ids";

import { JOURNAL_SEARCH_MAX, keepTo, THOUGHT_MAX_LENGTH } from "./field-limits";
import { hasVisibleText } from "./text";

export { THOUGHT_MAX_LENGTH };

export const ThoughtCreate = z.object({
  userId: uuid({ message: "Invalid user id" }),
  thought: z
    .string({ message: "Please write a thought first" })
    .trim()
    .min(1, "Please write a thought first")
    .refine(hasVisibleText, "Please write a thought first")
    .max(THOUGHT_MAX_LENGTH, keepTo("a thought", THOUGHT_MAX_LENGTH)),
});
export type ThoughtCreate = z.infer<typeof ThoughtCreate>;

/**
 * The AI answer. The five fields of docs/spec.md §3 plus ours: `crisis` (the person may be at risk: the
 * screens show crisis resources instead of a reframe), `check_in` (the one safety question is asked
 * first, decision 013), `reassurance_loop` (the same worry again: the pattern is named instead of
 * analysed) and `ocd_pattern` (the OCD belief domain the thought reflects, when one was recognised).
 * Limits keep a runaway model answer from filling the database.
 */
export const AiResponse = z.object({
  cognitive_distortion: z.boolean(),
  distortion_type: z.string().max(120),
  reframe: z.string().max(2000),
  coping_strategy: z.string().max(1500),
  reframed_thought: z.string().max(600),
  ocd_pattern: z.string().max(120).nullable().default(null),
  crisis: z.boolean().default(false),
  check_in: z.boolean().default(false),
  reassurance_loop: z.boolean().default(false),
  /** A crisis answer for someone harmed by another person: the lines for that come first (decision 013, amendment n). */
  being_harmed: z.boolean().optional(),
});
export type AiResponse = z.infer<typeof AiResponse>;

/** The check-in attached to a text: its id (to answer it), and the answer once given. */
export const SafetyCheck = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.enum(["yes", "no"]).nullable(),
});
export type SafetyCheck = z.infer<typeof SafetyCheck>;

/** What the risk assessment answered, without the person's words. */
export const RiskSummary = z.object({
  level: z.enum(["none", "check_in", "crisis"]),
  categories: z.array(z.string()),
});
export type RiskSummary = z.infer<typeof RiskSummary>;

export const ThoughtLog = z.object({
  id: z.string(),
  userId: z.string(),
  thought: z.string(),
  createdAt: z.string(),
  aiResponse: AiResponse,
  checkIn: SafetyCheck.nullable(),
});
export type ThoughtLog = z.infer<typeof ThoughtLog>;

/** POST /api/thought-logs answer: the new log and what the risk assessment found. */
export const ThoughtLogCreated = ThoughtLog.extend({ risk: RiskSummary });
export type ThoughtLogCreated = z.infer<typeof ThoughtLogCreated>;

/** POST /api/safety-checks/{id} body. */
export const SafetyCheckAnswer = z.object({ answer: z.enum(["yes", "no"], { message: "Please answer yes or no" }) });
export type SafetyCheckAnswer = z.infer<typeof SafetyCheckAnswer>;

/** GET /api/thought-logs/{userId}?query=: an optional text to search the thoughts for (blank = all). */
export const ThoughtListQuery = z.object({
  query: z
    .string()
    .max(JOURNAL_SEARCH_MAX, keepTo("the search text", JOURNAL_SEARCH_MAX))
    .transform((v) => v.trim() || undefined)
    .optional(),
});
export type ThoughtListQuery = z.output<typeof ThoughtListQuery>;

/** `{userId}/{id}` path segments: DELETE /api/thought-logs/{userId}/{id}. */
export const ThoughtLogParams = z.object({ userId: uuid(), id: uuid() });
