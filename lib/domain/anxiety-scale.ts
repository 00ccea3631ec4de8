// docs/spec.md §9 anxiety scale: 1-10 in five bands of two levels, each with a word, so a number is never
// shown alone. Shared by the onboarding slider, the ERP slider and every place a level is shown.
export const ANXIETY_MIN = 1;
export const ANXIETY_MAX = 10;
export const DEFAULT_ONBOARDING_ANXIETY = 5;

/** The five bands; a band's word is the label of its first level (Manageable 1 ... Overwhelming 9). */
export const ANXIETY_BANDS = [
  { from: 1, to: 2, label: "Manageable" },
  { from: 3, to: 4, label: "Moderate" },
  { from: 5, to: 6, label: "Challenging" },
  { from: 7, to: 8, label: "Intense" },
  { from: 9, to: 10, label: "Overwhelming" },
] as const;

/** The named points of the scale, for slider marks. */
export const ANXIETY_MARKS = ANXIETY_BANDS.map((b) => ({ value: b.from, label: b.label }));

/** The band (0-4) of a level: 1-2, 3-4, 5-6, 7-8, 9-10. */
export function anxietyBand(level: number): number {
  const clamped = Math.min(ANXIETY_MAX, Math.max(ANXIETY_MIN, Math.round(level)));
  return Math.floor((clamped - 1) / 2);
}

export function anxietyLabel(level: number): string {
  return ANXIETY_BANDS[anxietyBand(level)]!.label;
}
