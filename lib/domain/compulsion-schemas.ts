// The compulsion log's contract (decision 027) as zod schemas: POST /api/users/{id}/compulsions,
// GET ...?from=&to=&limit=&cursor=, DELETE .../{entryId}. Browser code imports only the types.
import { z } from "zod";
import { uuid } from "./ids";
import {
  COMPULSION_KINDS,
  COMPULSION_OUTCOMES,
  DELAY_MAX_MINUTES,
  NOTE_MAX_LENGTH,
  URGE_MAX,
  URGE_MIN,
} from "./compulsion-log";
import { RiskSummary, SafetyCheck } from "./thoughts";
import { keepTo } from "./field-limits";
import { isStorableTime, STORABLE_TIME_MESSAGE } from "./storable-time";
import { visibleOrNull } from "./text";

/** An instant: ISO 8601 with a zone (Z or an offset), or a calendar date meaning its start in UTC. */
export const Instant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { message: "Please give a date and time (ISO 8601)" })
  .refine((text) => isStorableTime(new Date(text)), { message: STORABLE_TIME_MESSAGE });

export const CompulsionEntryCreate = z
  .object({
    kind: z.enum(COMPULSION_KINDS, { message: "Please choose what kind of compulsion it was" }),
    urge: z.number().int("The urge is a whole number from 0 to 10").min(URGE_MIN).max(URGE_MAX),
    outcome: z.enum(COMPULSION_OUTCOMES, { message: "Please choose what happened: resisted, delayed or done" }),
    delayMinutes: z.number().int("Minutes are a whole number").min(1).max(DELAY_MAX_MINUTES).nullish(),
    note: z
      .string()
      .max(NOTE_MAX_LENGTH, keepTo("the note", NOTE_MAX_LENGTH))
      .nullish()
      .transform(visibleOrNull),
    /** When it happened; now when left out. */
    occurredAt: Instant.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === "delayed" && v.delayMinutes == null) {
      ctx.addIssue({ code: "custom", path: ["delayMinutes"], message: "How many minutes did you put it off for?" });
    }
    if (v.outcome !== "delayed" && v.delayMinutes != null) {
      ctx.addIssue({ code: "custom", path: ["delayMinutes"], message: "Minutes are only for a compulsion you put off" });
    }
  });
export type CompulsionEntryCreate = z.output<typeof CompulsionEntryCreate>;

export const CompulsionEntry = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.enum(COMPULSION_KINDS),
  urge: z.number(),
  outcome: z.enum(COMPULSION_OUTCOMES),
  delayMinutes: z.number().nullable(),
  note: z.string().nullable(),
  occurredAt: z.string(),
  createdAt: z.string(),
  /** The check-in the note raised, while it matters (decision 013); null otherwise. */
  checkIn: SafetyCheck.nullable(),
  /** The note named a crisis: the screen shows crisis resources with the entry. */
  crisis: z.boolean(),
  /** The crisis is of being harmed by someone: the lines for that come first (decision 013, amendment n). */
  beingHarmed: z.boolean().optional(),
});
export type CompulsionEntry = z.infer<typeof CompulsionEntry>;

/** POST answer: the entry and what the risk assessment found in the note. */
export const CompulsionEntryCreated = CompulsionEntry.extend({
  risk: RiskSummary,
  /** A crisis whose words call for a practical step first (gas or smoke now, a body that needs care now): that step. */
  firstStep: z.string().optional(),
});
export type CompulsionEntryCreated = z.infer<typeof CompulsionEntryCreated>;

/** GET query: the window [from, to) (either end optional); `limit` and `cursor` page it (decision 058). */
export const CompulsionListQuery = z.object({ from: Instant.optional(), to: Instant.optional() });
export type CompulsionListQuery = z.output<typeof CompulsionListQuery>;

export const CompulsionEntryParams = z.object({ id: uuid(), entryId: uuid() });
