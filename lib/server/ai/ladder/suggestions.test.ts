// Ladder suggestions (decision 033): the built-in engine's graded, guarded steps for every OCD type and
// trigger, and Claude's answer against a fake Anthropic server, with the built-in engine for answers
// that reassure, repeat the ladder, are too few, or fail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COMPULSIONS_BY_TYPE, OCD_TYPES, TRIGGERS_BY_TYPE } from "@/lib/domain/enums";
import { SUGGESTIONS_MAX, SUGGESTIONS_MIN } from "@/lib/domain/ladder";
import { message, send, serverError, startFakeAnthropic, type FakeAnthropic } from "@/tests/fake-anthropic";
import { findForbidden } from "../../safety/guard";
import { assessRisk } from "../../safety/risk/assess";
import { localLadderSuggestions, type LadderContext } from "./local";
import { generateLadderSuggestions, keepUsable } from "./suggestions";

const ctx = (over: Partial<LadderContext> = {}): LadderContext => ({
  ocdType: "contamination",
  primaryTriggers: ["public_surfaces"],
  commonCompulsions: ["washing"],
  anxietySeverity: 6,
  existing: [],
  ...over,
});
const usable = (s: { situation: string; compulsionToResist: string }) => assessRisk(s.situation).level === "none" && assessRisk(s.compulsionToResist).level === "none";

describe("the built-in ladder engine", () => {
  it("offers 8-12 graded, guarded steps the risk assessment lets through, for every type, trigger and severity", () => {
    for (const ocdType of OCD_TYPES) {
      for (const trigger of TRIGGERS_BY_TYPE[ocdType]) {
        for (const anxietySeverity of [2, 5, 9]) {
          const c = ctx({ ocdType, primaryTriggers: [trigger], commonCompulsions: COMPULSIONS_BY_TYPE[ocdType].slice(0, 2), anxietySeverity });
          const kept = keepUsable(localLadderSuggestions(c), [], usable);
          expect(kept.length, `${ocdType} ${trigger} ${anxietySeverity}`).toBeGreaterThanOrEqual(SUGGESTIONS_MIN);
          expect(kept.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
          const levels = kept.map((s) => s.expectedAnxiety);
          expect(levels).toEqual([...levels].sort((a, b) => a - b));
          for (const s of kept) expect(findForbidden(s.situation, s.compulsionToResist), s.situation).toBeNull();
        }
      }
    }
  });

  it("puts the steps the person's own triggers point to first, and never offers the knife step to someone with thoughts of harming themselves", () => {
    const doors = localLadderSuggestions(ctx({ ocdType: "checking", primaryTriggers: ["doors_locks"], commonCompulsions: ["checking"] }));
    expect(doors[0]!.situation).toMatch(/lock/i);
    const self = localLadderSuggestions(ctx({ ocdType: "intrusive_thoughts", primaryTriggers: ["harm_self", "harm_others"], commonCompulsions: ["mental_rituals"] }));
    expect(self.some((s) => /knife/i.test(s.situation))).toBe(false);
    const others = localLadderSuggestions(ctx({ ocdType: "intrusive_thoughts", primaryTriggers: ["harm_others"], commonCompulsions: ["mental_rituals"] }));
    expect(others.some((s) => /knife/i.test(s.situation))).toBe(true);
  });

  it("leaves out what is already on the ladder, and raises expectations with a higher severity", () => {
    const all = localLadderSuggestions(ctx());
    const fewer = localLadderSuggestions(ctx({ existing: [all[0]!.situation.toUpperCase()] }));
    expect(fewer.map((s) => s.situation)).not.toContain(all[0]!.situation);
    const mild = localLadderSuggestions(ctx({ anxietySeverity: 2 })).map((s) => s.expectedAnxiety);
    const severe = localLadderSuggestions(ctx({ anxietySeverity: 9 })).map((s) => s.expectedAnxiety);
    expect(Math.max(...severe)).toBeGreaterThan(Math.max(...mild));
  });
});

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic(2000);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen = [];
});

const CLAUDE = {
  suggestions: Array.from({ length: 9 }, (_, i) => ({
    situation: `Touch shared surface number ${i + 1} at the library with a bare hand`,
    compulsionToResist: "Do not wash or wipe your hands afterwards.",
    expectedAnxiety: 9 - i,
  })),
};

describe("ladder suggestions with Claude configured", () => {
  it("uses Claude's valid answer, ordered gentlest first, with the person's answers as delimited data", async () => {
    fake.reply = (res) => send(res, 200, message(JSON.stringify(CLAUDE)));
    const { value, provider } = await generateLadderSuggestions(ctx({ existing: ["Hold a shopping trolley"] }), usable);
    expect(provider).toBe("anthropic");
    expect(value.map((s) => s.expectedAnxiety)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fake.seen[0]!.body.system).toMatch(/NEVER reassure/);
    expect(fake.seen[0]!.body.messages[0]!.content).toContain("<ladder>\nHold a shopping trolley\n</ladder>");
  });

  it("falls back when too few steps survive the guard, or Claude fails", async () => {
    const reassuring = { suggestions: CLAUDE.suggestions.map((s, i) => (i < 3 ? { ...s, compulsionToResist: "You're safe, so do not wash." } : s)) };
    fake.reply = (res) => send(res, 200, message(JSON.stringify(reassuring)));
    expect(await generateLadderSuggestions(ctx(), usable)).toEqual({ value: keepUsable(localLadderSuggestions(ctx()), [], usable), provider: "local" });
    fake.reply = serverError;
    expect((await generateLadderSuggestions(ctx(), usable)).provider).toBe("local");
  });

  it("drops a step that tells the person to wait until the anxiety passes", async () => {
    const waiting = { suggestions: CLAUDE.suggestions.map((s, i) => (i === 0 ? { ...s, compulsionToResist: "Do not wash until the anxiety has passed." } : s)) };
    fake.reply = (res) => send(res, 200, message(JSON.stringify(waiting)));
    const { value, provider } = await generateLadderSuggestions(ctx(), usable);
    expect(provider).toBe("anthropic");
    expect(value).toHaveLength(CLAUDE.suggestions.length - 1);
    expect(value.map((s) => s.compulsionToResist)).not.toContain("Do not wash until the anxiety has passed.");
  });
});
