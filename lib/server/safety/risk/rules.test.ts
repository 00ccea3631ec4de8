// The rules as written: every "~n" (up to n filler words) became part of the pattern. Written without a
// space on both sides ("(?:up )?~4", "~5|") it stays a literal "~4" that no text holds, and the rule's
// alternative silently matches nothing.
import { describe, expect, it } from "vitest";
import { RULES } from "./rules";

describe("the rule patterns", () => {
  it("hold no unconverted ~n", () => {
    const broken = RULES.filter((r) => /~\d/.test(r.pattern.search.source)).map((r) => `${r.category}: ${r.pattern.search.source.slice(0, 120)}`);
    expect(broken).toEqual([]);
  });
});

// What keeps the assessment's cost down (decision 013's cost target): a pattern runs only where one of its first
// words stands. One alternative that starts with punctuation or a bare anchor takes the gate off the whole
// pattern, and it is then searched at every position of every text (2026-11-30: a comma-led disowning and a
// quote-led doubt did so to two frames, 7% of the cost).
describe("first-word gates", () => {
  it("every frame that had one keeps it", async () => {
    const frames = await import("./frames");
    for (const name of ["FEAR_FRAME", "DISOWNING", "AVOWAL", "THOUGHT_FRAME", "OCD_TALK", "AFTER_FEAR", "FIGURATIVE", "INTENSITY"] as const) {
      expect(frames[name].firstWords, name).toBeDefined();
    }
  });

  it("at most 24 rules run without one", () => {
    expect(RULES.filter((r) => !r.pattern.firstWords).length).toBeLessThanOrEqual(24);
  });
});
