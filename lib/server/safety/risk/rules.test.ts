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
