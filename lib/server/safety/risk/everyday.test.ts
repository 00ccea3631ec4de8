// Plain everyday texts (safety/everyday, decision 013, amendment as): days with no danger in them, written
// blind. The classifier alarms on too many of them; these ceilings may only fall. The learned ones taught
// the everyday model (model-everyday.json); the held-out ones it never saw.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assessRisk } from "./assess";
import { classifierLevel, THRESHOLDS } from "./model";

const dir = new URL("../../../../safety/everyday/", import.meta.url);
const read = (file: URL) => readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as { text: string; label: string });
const learned = readdirSync(new URL("learned/", dir)).flatMap((f) => read(new URL(`learned/${f}`, dir)));
const heldOut = read(new URL("held-out.jsonl", dir));

const levels = (texts: { text: string }[]) => {
  const counted = { crisis: 0, check_in: 0, none: 0 };
  for (const { text } of texts) counted[assessRisk(text).level]++;
  return counted;
};

describe("plain everyday texts", () => {
  it("are all ordinary", () => {
    expect([learned.length, heldOut.length]).toEqual([2000, 400]);
    expect(new Set([...learned, ...heldOut].map((t) => t.label))).toEqual(new Set(["ordinary"]));
  });

  // 167 alarmed and 162 asked before the everyday model; 22 and 19 of the held-out ones.
  it("the learned ones: at most 100 alarmed and 166 asked", () => {
    const { crisis, check_in } = levels(learned);
    expect(crisis).toBeLessThanOrEqual(100);
    expect(check_in).toBeLessThanOrEqual(166);
  });

  it("the held-out ones: at most 16 alarmed and 25 asked", () => {
    const { crisis, check_in } = levels(heldOut);
    expect(crisis).toBeLessThanOrEqual(16);
    expect(check_in).toBeLessThanOrEqual(25);
  });
});

describe("the everyday model's veto", () => {
  it("turns the first model's crisis into a question where it is sure the text is no crisis, and never lowers a question", () => {
    const sure = { values: new Map([["bias", 1]]) };
    // Whatever the first model's probability, a text with only the bias is no crisis to the everyday model.
    expect(classifierLevel(0.99, sure)).toBe("check_in");
    expect(classifierLevel(THRESHOLDS.checkIn, sure)).toBe("none");
  });

  it.each(["I picked a date. The 14th. It's my birthday, seems right.", "done. saying bye to everyone tmrw", "being alive tbh"])(
    "%s: a crisis only the classifiers read stays a crisis",
    (text) => {
      const answer = assessRisk(text);
      expect(answer.level).toBe("crisis");
      expect(answer.reasons.every((r) => r.evidence === "classifier")).toBe(true);
    },
  );
});
