import { describe, expect, it } from "vitest";
import { OnboardingInput } from "@/lib/domain/onboarding";
import { isProfileComplete } from "@/lib/domain/user";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { createErpSession } from "./erp";
import { completeOnboarding } from "./onboarding";

const answers = {
  ocdType: "checking",
  primaryTriggers: ["doors_locks", "appliances"],
  commonCompulsions: [],
  anxietySeverity: 8,
  readinessLevel: "challenging",
  copingSkills: ["breathing"],
  previousErpExperience: true,
  interferenceLevel: "constantly",
  avoidanceLevel: "high",
  braveryScore: 999,
};

describe("completeOnboarding", () => {
  it("computes the bravery score itself and ignores the client's number", async () => {
    const u = await createUser();
    const saved = await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse(answers));
    // 8*2 + 5*5 - 3*3 + 10
    expect(saved.braveryScore).toBe(42);
    expect(saved).toMatchObject({ ocdType: "checking", primaryTriggers: ["doors_locks", "appliances"], anxietySeverity: 8 });
  });

  it("keeps the points earned by practice when the answers are saved again (nothing subtracts)", async () => {
    const u = await createUser();
    await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse(answers)); // 42
    const prisma = await db();
    await prisma.user.update({ where: { id: u.id }, data: { braveryScore: { increment: 10 } } }); // a session's points
    const again = await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse(answers));
    expect(again.braveryScore).toBe(52);
    // New answers move the starting point (8 -> 5 anxiety: 42 -> 36) and keep the 10 earned.
    const changed = await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse({ ...answers, anxietySeverity: 5 }));
    expect(changed.braveryScore).toBe(46);
  });

  it("assesses a compulsion told in the person's own words, records a crisis for the clinician, and never names it in a task", async () => {
    const u = await createUser();
    const words = "custom:I have the pills lined up and I am taking them all tonight";
    const saved = await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse({ ...answers, commonCompulsions: ["checking", words] }));
    expect(saved.risk.level).toBe("crisis");
    expect(saved.commonCompulsions).toContain(words); // nothing the person wrote is lost
    const prisma = await db();
    const events = await prisma.safetyEvent.findMany({ where: { userId: u.id } });
    expect(events.map((e) => [e.source, e.level])).toEqual([["onboarding", "crisis"]]);
    const session = await createErpSession(actorOf(u), { userId: u.id, trigger: "Leaving the front door without checking it", anxietyLevel: 5, duration: 30 });
    expect(JSON.stringify(session.guidance)).not.toMatch(/pills lined up/);
  });

  it("answers 'none' for a compulsion in ordinary words, and records nothing", async () => {
    const u = await createUser();
    const saved = await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse({ ...answers, commonCompulsions: ["custom:tapping the door frame four times"] }));
    expect(saved.risk).toEqual({ level: "none", categories: [] });
    const prisma = await db();
    expect(await prisma.safetyEvent.count({ where: { userId: u.id } })).toBe(0);
  });

  it.each(["custom:", "custom:   ", "custom:\u200b\u200b", "custom:\u3164"])("refuses a compulsion of their own that shows nothing (%j)", (custom) => {
    const result = OnboardingInput.safeParse({ ...answers, commonCompulsions: [custom] });
    expect(result.error?.issues[0]).toMatchObject({ path: ["commonCompulsions", 0], message: "Unknown compulsion" });
  });

  it("makes the profile complete even with no compulsion chosen", async () => {
    const u = await createUser();
    expect(isProfileComplete(u)).toBe(false);
    expect(isProfileComplete(await completeOnboarding(actorOf(u), u.id, OnboardingInput.parse(answers)))).toBe(true);
  });

  it("refuses to save answers for another user, even for an admin", async () => {
    const a = await createUser();
    const b = await createUser();
    const admin = await createUser({ role: "admin" });
    const input = OnboardingInput.parse(answers);
    await expect(completeOnboarding(actorOf(b), a.id, input)).rejects.toMatchObject({ status: 403 });
    await expect(completeOnboarding(actorOf(admin), a.id, input)).rejects.toMatchObject({ status: 403 });
  });

  it("rejects triggers of another OCD type and an empty trigger list", () => {
    expect(OnboardingInput.safeParse({ ...answers, primaryTriggers: ["public_surfaces"] }).success).toBe(false);
    const empty = OnboardingInput.safeParse({ ...answers, primaryTriggers: [] });
    expect(empty.error?.issues[0]?.message).toBe("Please select at least one trigger");
  });
});
