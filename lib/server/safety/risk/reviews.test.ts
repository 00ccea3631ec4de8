// The reviewers' crises (safety/reviews) stay crises: what a review found stays found. Tuned on, so a
// regression set, not a measure; the ordinary sentences are not asserted (see its README).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assessRisk } from "./assess";

const items = readFileSync(new URL("../../../../safety/reviews/commitments.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; text: string; label: "crisis" | "ordinary" });

/** Asked the check-in, not alarmed: stopping dialysis, and walking onto a frozen lake after the last class. */
const KNOWN_MISSES = new Set(["r1-c212", "r2-c034"]);

describe("the reviews of 2026-11-27", () => {
  it("hold the crises they were written as", () => {
    const crises = items.filter((i) => i.label === "crisis");
    expect(crises.length).toBe(481);
    const missed = crises.filter((i) => !KNOWN_MISSES.has(i.id) && assessRisk(i.text).level !== "crisis").map((i) => `${i.id}: ${i.text}`);
    expect(missed).toEqual([]);
  });

  it("list as known misses only sentences still missed, each asked the check-in", () => {
    for (const id of KNOWN_MISSES) {
      const item = items.find((i) => i.id === id)!;
      expect(assessRisk(item.text).level, item.text).toBe("check_in");
    }
  });
});
