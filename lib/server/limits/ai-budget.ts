// A cap on calls to the AI provider per person (anti-automation and cost): past it, the built-in
// engine answers instead, so a person in the middle of an exercise is never refused help.
import "server-only";
import type { AiBudget } from "../ai/fallback";
import { env } from "../env";
import { recordHits } from "./rate-limit";

const HOUR_SECONDS = 3600;

export function aiBudget(userId: string, now?: Date): AiBudget {
  return async () => {
    const { retryAfter } = await recordHits([{ key: `ai:${userId}`, max: env().AI_MAX_CALLS_PER_HOUR, windowSeconds: HOUR_SECONDS }], now);
    return retryAfter === null;
  };
}
