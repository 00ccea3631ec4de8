import { describe, expect, it } from "vitest";
import { OCD_TYPES } from "./enums";
import { anxietyBand, anxietyLabel } from "./anxiety-scale";
import {
  formatClock,
  formatDuration,
  joinTrigger,
  parseDuration,
  secondsLeft,
  shouldAnnounce,
  stepDuration,
  TRIGGER_CHIPS,
  triggerChipsFor,
} from "./erp";

describe("ERP domain rules", () => {
  it("has five distinct chips per OCD type", () => {
    for (const type of OCD_TYPES) {
      expect(TRIGGER_CHIPS[type]).toHaveLength(5);
      expect(new Set(TRIGGER_CHIPS[type]).size).toBe(5);
    }
    expect(TRIGGER_CHIPS.contamination).toContain("Touching public doorknobs");
    expect(triggerChipsFor(null)).toBe(TRIGGER_CHIPS.checking);
  });

  it("joins chips with '; ' followed by the custom text", () => {
    expect(joinTrigger(["A", "B"], "  my words ")).toBe("A; B; my words");
    expect(joinTrigger([], "   ")).toBe("");
    expect(joinTrigger(["A"], "")).toBe("A");
  });

  it("labels the five anxiety bands of docs/spec.md §9", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(anxietyBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect([1, 3, 5, 7, 9].map(anxietyLabel)).toEqual(["Manageable", "Moderate", "Challenging", "Intense", "Overwhelming"]);
  });

  it("accepts only whole typed durations greater than 0 and floors the minus button at 1", () => {
    expect(parseDuration("30")).toBe(30);
    expect(parseDuration(" 1 ")).toBe(1);
    for (const bad of ["0", "-5", "2.5", "abc", "", "1e3", "3601"]) expect(parseDuration(bad)).toBeNull();
    expect(stepDuration(30, 1)).toBe(35);
    expect(stepDuration(30, -1)).toBe(25);
    expect(stepDuration(3, -1)).toBe(1);
    expect(stepDuration(1, -1)).toBe(1);
    expect(stepDuration(3598, 1)).toBe(3600);
  });

  it("formats durations and the clock", () => {
    expect(formatDuration(1)).toBe("1 second");
    expect(formatDuration(30)).toBe("30 seconds");
    expect(formatDuration(60)).toBe("1 minute");
    expect(formatDuration(150)).toBe("2 minutes 30 seconds");
    expect(formatClock(5)).toBe("0:05");
    expect(formatClock(750)).toBe("12:30");
  });

  it("counts down against the wall clock, however late a tick arrives", () => {
    const deadline = 1_000_000 + 30_000;
    expect(secondsLeft(deadline, 1_000_000)).toBe(30);
    expect(secondsLeft(deadline, 1_000_001)).toBe(30);
    expect(secondsLeft(deadline, 1_000_000 + 29_001)).toBe(1);
    // a background tab throttled for 20 s sees the true remaining time on its next tick
    expect(secondsLeft(deadline, 1_000_000 + 20_000)).toBe(10);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });

  it("announces the remaining time at calm intervals, not every second", () => {
    const announced = Array.from({ length: 180 }, (_, i) => 180 - i).filter((r) => shouldAnnounce(r, 180));
    expect(announced).toEqual([120, 60, 30, 10, 5]);
    expect(shouldAnnounce(30, 30)).toBe(false);
    expect(shouldAnnounce(0, 30)).toBe(false);
  });
});
