// The one clinical-language guard: the phrases it refuses, what it lets through, and that the built-in
// engines never produce a refused phrase (every provider's output goes through the same list).
import { describe, expect, it } from "vitest";
import { findForbidden, FORBIDDEN_PHRASES } from "./guard";

describe("the clinical-language guard", () => {
  it.each([
    ["You're fine, it was just a thought.", "reassurance"],
    ["Your hands are clean now.", "reassurance"],
    ["The stove is off, you checked it.", "reassurance"],
    ["That won't happen.", "reassurance"],
    ["Nothing bad will happen to your family.", "reassurance"],
    ["You're a good person and you would never hurt anyone.", "reassurance"],
    ["Don't worry about the door.", "reassurance"],
    ["Everything will be okay.", "reassurance"],
    ["You didn't hit anyone.", "reassurance"],
    ["I promise you locked it.", "certainty"],
    ["You are definitely not dangerous.", "certainty"],
    ["There is no risk at all.", "certainty"],
    ["You have OCD.", "diagnosis"],
    ["This sounds like OCD.", "diagnosis"],
    ["A diagnosis of generalised anxiety would fit.", "diagnosis"],
    ["Ask your doctor about sertraline.", "medication"],
    ["You could try increasing your medication.", "medication"],
    ["Take 50 mg in the morning.", "medication"],
  ])("refuses %s (%s)", (text, rule) => {
    expect(findForbidden(text)).toBe(rule);
  });

  it.each([
    "Maybe it happened, maybe it didn't. You can carry that doubt and let the urge pass.",
    "Notice the urge to ask someone to tell you it's okay, and let the question stay open.",
    "I can't be 100% sure about the door, and I don't need to be.",
    "Intrusive thoughts are common; what keeps them going is the effort to make them go away.",
  ])("lets through %s", (text) => {
    expect(findForbidden(text)).toBeNull();
  });

  it("checks every text it is given together", () => {
    expect(findForbidden("A calm first sentence.", "Everything will be fine.")).toBe("reassurance");
  });

  it("keeps one list that names its rule for every phrase", () => {
    const rules = new Set(FORBIDDEN_PHRASES.map((p) => p.rule));
    expect(rules).toEqual(new Set(["reassurance", "certainty", "diagnosis", "medication"]));
  });
});
