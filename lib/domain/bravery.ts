// docs/spec.md §5 bravery score, computed on the server from the onboarding answers.
import type { AvoidanceLevel, ReadinessLevel } from "./enums";

const READINESS_WEIGHT: Record<ReadinessLevel, number> = { easy: 1, moderate: 3, challenging: 5 };
const AVOIDANCE_WEIGHT: Record<AvoidanceLevel, number> = { low: 1, medium: 2, high: 3 };

export function braveryScore(input: {
  anxietySeverity: number;
  readinessLevel?: string | null;
  avoidanceLevel?: string | null;
  previousErpExperience?: boolean | null;
}): number {
  const readiness = READINESS_WEIGHT[input.readinessLevel as ReadinessLevel] ?? 1;
  const avoidance = AVOIDANCE_WEIGHT[input.avoidanceLevel as AvoidanceLevel] ?? 2;
  const base = input.anxietySeverity * 2 + readiness * 5 - avoidance * 3;
  return Math.max(0, base + (input.previousErpExperience ? 10 : 0));
}

/** The dashboard ring never shows more than a full circle. */
export function braveryRingValue(score: number | null | undefined): number {
  return Math.min(100, Math.max(0, score ?? 0));
}
