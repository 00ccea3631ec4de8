// Reassurance loops: three similar worries within a day are a loop, whether repeated or reworded;
// different worries are not.
import { describe, expect, it } from "vitest";
import { isReassuranceLoop, similarity, contentWords } from "./reassurance-loop";

describe("reassurance loops", () => {
  it("finds the same worry in different words", () => {
    const earlier = ["Did I lock the front door? I can't remember locking it.", "I'm worried I left the front door unlocked again"];
    expect(isReassuranceLoop("what if the front door isn't locked", earlier)).toBe(true);
  });

  it("needs three: one earlier similar thought is not yet a loop", () => {
    expect(isReassuranceLoop("what if the front door isn't locked", ["Did I lock the front door?"])).toBe(false);
  });

  it("does not count different worries", () => {
    const earlier = ["My hands feel dirty after the bus", "The picture frame is crooked"];
    expect(isReassuranceLoop("Did I lock the front door?", earlier)).toBe(false);
  });

  it("scores shared content words, ignoring filler", () => {
    expect(similarity(contentWords("I touched the bin"), contentWords("touched a bin"))).toBe(1);
    expect(similarity(contentWords("I touched the bin"), contentWords("the stove is on"))).toBe(0);
  });
});
