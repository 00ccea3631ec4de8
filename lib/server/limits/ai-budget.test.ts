import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { aiBudget } from "./ai-budget";

afterEach(() => {
  delete process.env.AI_MAX_CALLS_PER_HOUR;
  resetEnvForTests();
});

describe("AI calls per person", () => {
  it("allows AI_MAX_CALLS_PER_HOUR calls per person in an hour, then again after it", async () => {
    process.env.AI_MAX_CALLS_PER_HOUR = "2";
    resetEnvForTests();
    const t0 = new Date("2026-11-22T09:00:00Z");
    const later = (s: number) => new Date(t0.getTime() + s * 1000);
    const answers = [];
    for (const s of [0, 1, 2]) answers.push(await aiBudget("person-a", later(s))());
    expect(answers).toEqual([true, true, false]);
    expect(await aiBudget("person-b", later(3))()).toBe(true);
    expect(await aiBudget("person-a", later(3601))()).toBe(true);
  });
});
