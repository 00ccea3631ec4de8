// The rules as written: every "~n" (up to n filler words) became part of the pattern. Written without a
// space on both sides ("(?:up )?~4", "~5|") it stays a literal "~4" that no text holds, and the rule's
// alternative silently matches nothing.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readText } from "./assess";
import { languagesIn } from "./other-languages";
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

// Another language's patterns run only where one of its words stands; a word English uses too (a loanword such as
// "car", "stop" or "bleeding" in a lexicon) would make English texts pay for them (2026-11-30: a quarter of the
// corpus, twice the cost, until ENGLISH_TOO named them).
describe("other languages' words", () => {
  it("mark at most 5% of the corpus's English texts as another language", () => {
    const texts = readFileSync(new URL("../../../../safety/corpus/dev.jsonl", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { text: string }).text);
    const marked = texts.filter((t) => languagesIn(readText(t).map((s) => s.text).join(" ")).size > 0);
    expect(marked.length / texts.length).toBeLessThanOrEqual(0.05);
  });
});
