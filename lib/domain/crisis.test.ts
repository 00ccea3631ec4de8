// The crisis answer's first step, read back out of its text for the crisis panel.
import { describe, expect, it } from "vitest";
import { CRISIS_HURT_NOW, crisisFirstStep } from "./crisis";

describe("crisisFirstStep", () => {
  it("is what the answer says before its own lines, or null", () => {
    expect(crisisFirstStep(`Open the windows and leave. ${CRISIS_HURT_NOW} Please contact someone now.`)).toBe("Open the windows and leave.");
    expect(crisisFirstStep(`${CRISIS_HURT_NOW} Please contact someone now.`)).toBeNull();
    expect(crisisFirstStep("Something else entirely.")).toBeNull();
  });
});
