// The thought-log contract (docs/spec.md §3, §7): what a person sends, the AI answer we store, and what we return.
import { z } from "zod";

import { THOUGHT_MAX_LENGTH } from "./field-limits";

export { THOUGHT_MAX_LENGTH };

export const ThoughtCreate = z.object({
  userId: z.uuid({ message: "Invalid user id" }),
  thought: z
    .string({ message: "Please write a thought first" })
    .trim()
    .min(1, "Please write a thought first")
    .max(THOUGHT_MAX_LENGTH, `Please keep a thought under ${THOUGHT_MAX_LENGTH} characters`),
});
export type ThoughtCreate = z.infer<typeof ThoughtCreate>;

/**
 * The AI answer. The five fields of docs/spec.md §3 plus two of ours: `crisis` (true when the person may be
 * at risk: the screens then show crisis resources instead of a reframe) and `ocd_pattern` (the OCD
 * belief domain the thought reflects, when one was recognised). Limits keep a runaway model answer
 * from filling the database.
 */
export const AiResponse = z.object({
  cognitive_distortion: z.boolean(),
  distortion_type: z.string().max(120),
  reframe: z.string().max(2000),
  coping_strategy: z.string().max(1500),
  reframed_thought: z.string().max(600),
  ocd_pattern: z.string().max(120).nullable().default(null),
  crisis: z.boolean().default(false),
});
export type AiResponse = z.infer<typeof AiResponse>;

export const ThoughtLog = z.object({
  id: z.string(),
  userId: z.string(),
  thought: z.string(),
  createdAt: z.string(),
  aiResponse: AiResponse,
});
export type ThoughtLog = z.infer<typeof ThoughtLog>;
