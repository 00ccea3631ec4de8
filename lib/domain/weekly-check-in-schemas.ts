// The weekly check-in's contract (decision 028): POST /api/users/{id}/check-ins {answers: [five numbers
// 0-4]} answers 201 with the check-in, or 409 {message, nextDueAt} when it is not open yet;
// GET /api/users/{id}/check-ins answers the person's check-ins, newest first.
import { z } from "zod";
import { ANSWER_MAX, ANSWER_MIN, CHECK_IN_DIMENSIONS } from "./weekly-check-in";

const Answer = z.number({ message: "Each answer is a number from 0 to 4" }).int("Each answer is a whole number from 0 to 4").min(ANSWER_MIN).max(ANSWER_MAX);

export const WeeklyCheckInCreate = z
  .object({
    answers: z.array(Answer).length(CHECK_IN_DIMENSIONS.length, "Please answer all five questions"),
  });
export type WeeklyCheckInCreate = z.infer<typeof WeeklyCheckInCreate>;

export const WeeklyCheckIn = z.object({
  id: z.string(),
  userId: z.string(),
  /** In the order of CHECK_IN_DIMENSIONS: time, interference, distress, resistance, control. */
  answers: z.array(z.number()),
  total: z.number(),
  createdAt: z.string(),
});
export type WeeklyCheckIn = z.infer<typeof WeeklyCheckIn>;

/** POST answer: the check-in and when the next one opens. */
export const WeeklyCheckInCreated = WeeklyCheckIn.extend({ nextDueAt: z.string() });
export type WeeklyCheckInCreated = z.infer<typeof WeeklyCheckInCreated>;
