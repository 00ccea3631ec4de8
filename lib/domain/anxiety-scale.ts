// SPEC.md §9 anxiety scale: 1-10, a word for each two-point band, so a number is never shown alone.
export const ANXIETY_MIN = 1;
export const ANXIETY_MAX = 10;
export const DEFAULT_ONBOARDING_ANXIETY = 5;

/** The named points of the scale (Manageable 1 ... Overwhelming 9). */
export const ANXIETY_MARKS = [
  { value: 1, label: "Manageable" },
  { value: 3, label: "Moderate" },
  { value: 5, label: "Challenging" },
  { value: 7, label: "Intense" },
  { value: 9, label: "Overwhelming" },
] as const;

/** The band (0-4) of a level: 1-2, 3-4, 5-6, 7-8, 9-10. */
export function anxietyBand(level: number): number {
  const clamped = Math.min(ANXIETY_MAX, Math.max(ANXIETY_MIN, Math.round(level)));
  return Math.floor((clamped - 1) / 2);
}

export function anxietyLabel(level: number): string {
  return ANXIETY_MARKS[anxietyBand(level)]!.label;
}
