import { describe, expect, it } from "vitest";
import { initials, isProfileComplete } from "./user";

describe("initials", () => {
  it("takes the first letter of each space-separated word, upper case", () => {
    expect(initials("jane doe")).toBe("JD");
    expect(initials("Sam")).toBe("S");
    expect(initials("  anna   maria  lopez ")).toBe("AML");
  });
});

describe("profile completeness (docs/spec.md §3)", () => {
  const full = {
    role: "user",
    ocdType: "checking",
    primaryTriggers: ["doors_locks"],
    commonCompulsions: ["checking"],
    anxietySeverity: 5,
    readinessLevel: "easy",
  };
  it("is complete with all five answers", () => expect(isProfileComplete(full)).toBe(true));
  it.each(["ocdType", "anxietySeverity", "readinessLevel"])("is incomplete without %s", (field) => {
    expect(isProfileComplete({ ...full, [field]: null })).toBe(false);
  });
  it("is incomplete with an empty trigger list or no compulsion list", () => {
    expect(isProfileComplete({ ...full, primaryTriggers: [] })).toBe(false);
    expect(isProfileComplete({ ...full, commonCompulsions: null })).toBe(false);
  });
  it("is complete with triggers but no compulsion chosen (onboarding allows it)", () => {
    expect(isProfileComplete({ ...full, commonCompulsions: [] })).toBe(true);
  });
  it("treats an admin as always complete", () => expect(isProfileComplete({ role: "admin" })).toBe(true));
  it("accepts anxiety 0 as present", () => expect(isProfileComplete({ ...full, anxietySeverity: 0 })).toBe(true));
});
