// The practice plan's contract (decision 037): GET /api/users/{id}/plan answers the plan or
// null; PUT /api/users/{id}/plan {rungIds, days, reminderTime, timeZone} sets it (the person, or a
// clinician for a patient: then it waits as a suggestion); DELETE declines or removes it.
import { z } from "zod";
import { uuid } from "./ids";
import { PLAN_RUNGS_MAX, REMINDER_TIME } from "./plan-limits";
import { isTimeZone, timeZoneSpelling } from "./time-zones";

export { PLAN_RUNGS_MAX };
export const PLAN_STATUSES = ["active", "suggested", "declined"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PracticePlanInput = z
  .object({
    rungIds: z.array(uuid({ message: "Please choose rungs from your ladder" })).max(PLAN_RUNGS_MAX, `Choose at most ${PLAN_RUNGS_MAX} rungs`).default([]),
    days: z
      .array(z.number().int().min(1, "Days are 1 (Monday) to 7 (Sunday)").max(7, "Days are 1 (Monday) to 7 (Sunday)"))
      .min(1, "Please choose at least one day")
      .max(7)
      .refine((d) => new Set(d).size === d.length, "Each day once, please"),
    reminderTime: z.string().regex(REMINDER_TIME, "Please give the time as HH:mm, for example 18:30"),
    timeZone: z.string().max(64).refine(isTimeZone, "Please give an IANA time zone such as Europe/London").transform(timeZoneSpelling),
  });
export type PracticePlanInput = z.output<typeof PracticePlanInput>;

export interface PlanRung {
  id: string;
  situation: string;
  compulsionToResist: string;
  expectedAnxiety: number;
}

export interface PracticePlan {
  userId: string;
  rungs: PlanRung[];
  /** ISO weekdays, ascending. */
  days: number[];
  reminderTime: string;
  timeZone: string;
  status: PlanStatus;
  /**
   * The clinician who set the current content, by name; null when the person set it (or that staff
   * account is gone). Never their account id: the person reads this answer (decision 046).
   */
  setBy: { username: string } | null;
  updatedAt: string;
}
