// The treatment view's words and sums: safety event text, share resisted, expectancy against outcome,
// and the sessions a week of the plan asks for.
import { describe, expect, it } from "vitest";
import { expectancyText, plannedInWeek, safetyEventText, shareResisted } from "./treatment";

const day = (d: number) => ({ from: new Date(Date.UTC(2026, 10, 16 + d)), to: new Date(Date.UTC(2026, 10, 17 + d)) });
const WEEK = [0, 1, 2, 3, 4, 5, 6].map(day); // Mon Nov 16 .. Sun Nov 22 (UTC)

describe("the treatment view's words", () => {
  it("says what each safety event was, never hiding an unanswered check-in", () => {
    expect(safetyEventText({ level: "crisis", answer: null })).toBe("Crisis resources shown");
    expect(safetyEventText({ level: "check_in", answer: "yes" })).toBe("Check-in asked: answered Yes (crisis resources shown)");
    expect(safetyEventText({ level: "check_in", answer: "no" })).toBe("Check-in asked: answered No");
    expect(safetyEventText({ level: "check_in", answer: null })).toBe("Check-in asked: not answered");
  });

  it("gives the share resisted as a whole percent, none without entries", () => {
    expect(shareResisted({ urges: 3, resisted: 2 })).toBe(67);
    expect(shareResisted({ urges: 0, resisted: 0 })).toBeNull();
  });

  it("puts expectancy against outcome over a rung's sessions", () => {
    expect(expectancyText([])).toBeNull();
    expect(expectancyText([{ expectedLikelihood: 80, outcomeHappened: "no" }, { expectedLikelihood: 60, outcomeHappened: "partly" }])).toBe(
      "Expected 70% on average; happened 0 of 2 times, partly 1.",
    );
    expect(expectancyText([{ expectedLikelihood: 90, outcomeHappened: null }])).toBe("Expected 90%; outcome not recorded.");
    expect(expectancyText([{ expectedLikelihood: null, outcomeHappened: "yes" }])).toBe("No likelihood given; happened 1 of 1 time.");
  });

  it("plans each day by the plan in force that day: from the day it was set, until it changed or stopped", () => {
    const wednesday = new Date(Date.UTC(2026, 10, 18, 10));
    const set = (days: number[], from: Date, until: Date | null = null) => ({ days, from, until });
    expect(plannedInWeek(WEEK, [set([1, 3, 5], wednesday)])).toBe(2); // Wednesday and Friday
    expect(plannedInWeek(WEEK, [set([1, 3, 5], new Date(Date.UTC(2026, 10, 1)))])).toBe(3);
    expect(plannedInWeek(WEEK, [set([1, 3, 5], new Date(Date.UTC(2026, 10, 23)))])).toBeNull();
    expect(plannedInWeek(WEEK, [])).toBeNull();
    // Monday and Wednesday under the old plan, which changed on Wednesday; Wednesday counts once, then Saturday under the new one.
    expect(plannedInWeek(WEEK, [set([1, 3, 5], new Date(Date.UTC(2026, 10, 1)), wednesday), set([3, 6], wednesday)])).toBe(3);
    // A plan that stopped on Tuesday plans that week's Monday only.
    expect(plannedInWeek(WEEK, [set([1, 3, 5], new Date(Date.UTC(2026, 10, 1)), new Date(Date.UTC(2026, 10, 17, 9)))])).toBe(1);
    // A plan that ended before the week says nothing about it.
    expect(plannedInWeek(WEEK, [set([1, 3, 5], new Date(Date.UTC(2026, 10, 1)), new Date(Date.UTC(2026, 10, 10)))])).toBeNull();
  });
});
