import { describe, expect, it } from "vitest";
import { braveryRingValue, braveryScore } from "./bravery";
import { AVOIDANCE_LEVELS, READINESS_LEVELS } from "./enums";

// docs/spec.md §5 written out independently of the implementation, weight by weight.
const READINESS = { easy: 1, moderate: 3, challenging: 5 } as const;
const AVOIDANCE = { low: 1, medium: 2, high: 3 } as const;
const expected = (anxiety: number, r: keyof typeof READINESS, a: keyof typeof AVOIDANCE, erp: boolean) =>
  Math.max(0, anxiety * 2 + READINESS[r] * 5 - AVOIDANCE[a] * 3 + (erp ? 10 : 0));

describe("braveryScore over every readiness x avoidance x experience combination and anxiety 1..10", () => {
  const cases = READINESS_LEVELS.flatMap((readinessLevel) =>
    AVOIDANCE_LEVELS.flatMap((avoidanceLevel) =>
      [false, true].flatMap((previousErpExperience) =>
        Array.from({ length: 10 }, (_, i) => ({ anxietySeverity: i + 1, readinessLevel, avoidanceLevel, previousErpExperience })),
      ),
    ),
  );

  it("covers all 180 combinations", () => expect(cases).toHaveLength(3 * 3 * 2 * 10));

  it.each(cases)("anxiety $anxietySeverity, $readinessLevel, $avoidanceLevel, ERP before: $previousErpExperience", (c) => {
    expect(braveryScore(c)).toBe(expected(c.anxietySeverity, c.readinessLevel, c.avoidanceLevel, c.previousErpExperience));
  });
});

describe("braveryScore edges", () => {
  it("matches hand-worked examples", () => {
    // 6*2 + 3*5 - 2*3 = 21 (the e2e user's answers)
    expect(braveryScore({ anxietySeverity: 6, readinessLevel: "moderate", avoidanceLevel: "medium" })).toBe(21);
    // 10*2 + 5*5 - 1*3 + 10 = 52, the highest possible
    expect(braveryScore({ anxietySeverity: 10, readinessLevel: "challenging", avoidanceLevel: "low", previousErpExperience: true })).toBe(52);
    // 1*2 + 1*5 - 3*3 = -2, floored at 0
    expect(braveryScore({ anxietySeverity: 1, readinessLevel: "easy", avoidanceLevel: "high" })).toBe(0);
  });

  it("uses the default weights (readiness 1, avoidance 2) when answers are missing", () => {
    expect(braveryScore({ anxietySeverity: 5 })).toBe(5 * 2 + 1 * 5 - 2 * 3);
    expect(braveryScore({ anxietySeverity: 5, readinessLevel: "unknown", avoidanceLevel: null })).toBe(9);
  });

  it("adds 10 only for previous ERP experience", () => {
    const base = { anxietySeverity: 4, readinessLevel: "moderate", avoidanceLevel: "medium" };
    expect(braveryScore({ ...base, previousErpExperience: true }) - braveryScore({ ...base, previousErpExperience: false })).toBe(10);
  });
});

describe("braveryRingValue", () => {
  it("shows 0 when absent and caps at 100", () => {
    expect(braveryRingValue(undefined)).toBe(0);
    expect(braveryRingValue(null)).toBe(0);
    expect(braveryRingValue(21)).toBe(21);
    expect(braveryRingValue(100)).toBe(100);
    expect(braveryRingValue(180)).toBe(100);
    expect(braveryRingValue(-4)).toBe(0);
  });
});
