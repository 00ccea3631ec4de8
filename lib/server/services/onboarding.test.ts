import { describe, expect, it } from "vitest";
import { OnboardingInput } from "@/lib/domain/onboarding";
import { isProfileComplete } from "@/lib/domain/user";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
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
