import { describe, expect, it } from "vitest";
import { hasVisibleText, splitSentences } from "./text";

describe("splitSentences", () => {
  it("keeps the first sentences and the rest, so both together are the text", () => {
    const text = "This is a worry about safety. Checking brings relief for a moment. Then the doubt returns! What if?";
    const { first, rest } = splitSentences(text, 2);
    expect(first).toBe("This is a worry about safety. Checking brings relief for a moment.");
    expect(rest).toBe(" Then the doubt returns! What if?");
    expect(first + rest).toBe(text);
  });

  it("leaves a short text whole", () => {
    expect(splitSentences("One sentence only.", 2)).toEqual({ first: "One sentence only.", rest: "" });
    expect(splitSentences("First. Second.", 2)).toEqual({ first: "First. Second.", rest: "" });
    expect(splitSentences("", 2)).toEqual({ first: "", rest: "" });
  });

  it("counts closing quotes and ellipses with their sentence", () => {
    expect(splitSentences("He said “stop.” Then it passed… Later it came back.", 2).rest).toBe(" Later it came back.");
  });
});

describe("hasVisibleText", () => {
  it("is false for spaces and zero-width characters alone, true for any letter, digit or emoji", () => {
    for (const empty of ["", "   ", "\u00a0\u2003", "\u200b\u200b\u2060", "\n\t\u200d"]) expect(hasVisibleText(empty), JSON.stringify(empty)).toBe(false);
    for (const text of ["a", " 1 ", "🙂", "👩‍👩‍👧"]) expect(hasVisibleText(text)).toBe(true);
  });

  it("is false for characters that render as blanks: Hangul fillers, the blank braille cell, a soft hyphen, variation selectors", () => {
    for (const empty of ["\u3164\u3164", "\u115f", "\uffa0", "\u2800\u2800", "\u00ad", "\ufe0f\ufeff", "\u034f"]) expect(hasVisibleText(empty), JSON.stringify(empty)).toBe(false);
    for (const text of ["한글", "⠁", "café", "❤️"]) expect(hasVisibleText(text), text).toBe(true);
  });
});
