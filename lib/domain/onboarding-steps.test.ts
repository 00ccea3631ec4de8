import { describe, expect, it } from "vitest";
import { anxietyBand, anxietyLabel } from "./anxiety-scale";
import { OnboardingInput } from "./onboarding";
import { canContinue, EMPTY_DRAFT, leaveTypeStep, submitBlocker, toPayload, toggle, type OnboardingDraft } from "./onboarding-steps";

const draft = (over: Partial<OnboardingDraft> = {}): OnboardingDraft => ({ ...EMPTY_DRAFT, ...over });

describe("Continue rules per step (docs/spec.md §5)", () => {
  it("step 1 needs an OCD type", () => {
    expect(canContinue(1, draft())).toBe(false);
    expect(canContinue(1, draft({ ocdType: "symmetry" }))).toBe(true);
  });

  it("step 2 needs a trigger, or a compulsion, or custom text", () => {
    expect(canContinue(2, draft({ ocdType: "checking" }))).toBe(false);
    expect(canContinue(2, draft({ customCompulsion: "   " }))).toBe(false);
    expect(canContinue(2, draft({ primaryTriggers: ["doors_locks"] }))).toBe(true);
    expect(canContinue(2, draft({ commonCompulsions: ["checking"] }))).toBe(true);
    expect(canContinue(2, draft({ customCompulsion: "re-reading emails" }))).toBe(true);
  });

  it("step 3 needs both avoidance and interference levels", () => {
    expect(canContinue(3, draft())).toBe(false);
    expect(canContinue(3, draft({ avoidanceLevel: "low" }))).toBe(false);
    expect(canContinue(3, draft({ interferenceLevel: "constantly" }))).toBe(false);
    expect(canContinue(3, draft({ avoidanceLevel: "low", interferenceLevel: "constantly" }))).toBe(true);
  });

  it("step 4 needs a readiness level", () => {
    expect(canContinue(4, draft())).toBe(false);
    expect(canContinue(4, draft({ readinessLevel: "challenging" }))).toBe(true);
  });

  it("step 5 is always allowed", () => expect(canContinue(5, draft())).toBe(true));
  it("there is no step 0 or 6", () => {
    expect(canContinue(0, draft({ ocdType: "checking" }))).toBe(false);
    expect(canContinue(6, draft())).toBe(false);
  });
});

describe("leaving step 1", () => {
  const picked = draft({
    ocdType: "checking",
    behaviorsFor: "checking",
    primaryTriggers: ["doors_locks"],
    commonCompulsions: ["checking"],
    customCompulsion: "re-reading emails",
  });

  it("keeps the answers when the OCD type is unchanged", () => expect(leaveTypeStep(picked)).toBe(picked));

  it("clears triggers and compulsions when a new OCD type is chosen, keeping the person's own words", () => {
    const next = leaveTypeStep({ ...picked, ocdType: "symmetry" });
    expect(next).toMatchObject({ behaviorsFor: "symmetry", primaryTriggers: [], commonCompulsions: [], customCompulsion: "re-reading emails" });
  });
});

describe("submit", () => {
  const complete = draft({
    ocdType: "contamination",
    primaryTriggers: ["public_surfaces"],
    commonCompulsions: ["washing"],
    customCompulsion: "  wiping my phone  ",
    anxietySeverity: 7,
    interferenceLevel: "moderately",
    avoidanceLevel: "high",
    readinessLevel: "easy",
    copingSkills: ["breathing"],
  });

  it("requires a signed-in user first, then at least one trigger", () => {
    expect(submitBlocker(false, complete)).toBe("Not authenticated");
    expect(submitBlocker(true, { ...complete, primaryTriggers: [] })).toBe("Please select at least one trigger");
    expect(submitBlocker(true, complete)).toBeNull();
  });

  it("sends the custom compulsion with the 'custom:' prefix and a payload the server accepts", () => {
    const payload = toPayload(complete);
    expect(payload.commonCompulsions).toEqual(["washing", "custom:wiping my phone"]);
    expect(payload).not.toHaveProperty("braveryScore");
    expect(OnboardingInput.safeParse(payload).success).toBe(true);
  });

  it("starts with anxiety 5 (docs/spec.md §9)", () => expect(EMPTY_DRAFT.anxietySeverity).toBe(5));
});

describe("helpers", () => {
  it("toggle adds and removes", () => {
    expect(toggle(["a"], "b")).toEqual(["a", "b"]);
    expect(toggle(["a", "b"], "a")).toEqual(["b"]);
  });

  it("names every anxiety level by its band", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(anxietyLabel)).toEqual([
      "Manageable", "Manageable", "Moderate", "Moderate", "Challenging",
      "Challenging", "Intense", "Intense", "Overwhelming", "Overwhelming",
    ]);
    expect(anxietyBand(0)).toBe(0);
    expect(anxietyBand(11)).toBe(4);
  });
});
