// Saving the onboarding answers: the server computes the bravery score itself (docs/spec.md §5).
import "server-only";
import type { z } from "zod";
import { braveryScore } from "@/lib/domain/bravery";
import type { OnboardingInput } from "@/lib/domain/onboarding";
import type { PublicUser } from "@/lib/domain/user";
import { db } from "../db";
import { notFound } from "../errors";
import { assertSelf, type Actor } from "../auth/access";
import type { RiskSummary } from "@/lib/domain/thoughts";
import { assessEach, customCompulsionTexts, recordSafetyEvent, riskSummary } from "./safety";
import { toPublicUser } from "./users";

/**
 * Saves the answers. The bravery score starts at §5's formula and then grows with practice (decision 020),
 * so answering again moves the starting point but keeps every point earned since: nothing subtracts.
 */
export async function completeOnboarding(
  actor: Actor,
  userId: string,
  input: z.output<typeof OnboardingInput>,
): Promise<PublicUser & { risk: RiskSummary }> {
  assertSelf(actor, userId);
  const prisma = await db();
  const { braveryScore: _ignored, ...answers } = input;
  // A compulsion told in the person's own words is free text like any other: assessed, and a crisis or
  // check-in recorded for their clinician (the answer carries the level so a client can offer help).
  const assessment = assessEach(...customCompulsionTexts(answers.commonCompulsions));
  const user = await prisma.$transaction(async (tx) => {
    await recordSafetyEvent(tx, { userId, source: "onboarding", assessment });
    // Locked like a session's points (services/erp.ts): a session ending now adds to what is written here.
    const [before] = await tx.$queryRaw<
      { ocdType: string | null; anxietySeverity: number | null; readinessLevel: string | null; avoidanceLevel: string | null; previousErpExperience: boolean | null; braveryScore: number }[]
    >`SELECT "ocdType", "anxietySeverity", "readinessLevel", "avoidanceLevel", "previousErpExperience", "braveryScore" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
    if (!before) throw notFound("User not found");
    const startedAt = before.ocdType !== null && before.anxietySeverity !== null ? braveryScore({ ...before, anxietySeverity: before.anxietySeverity }) : 0;
    const earned = Math.max(0, before.braveryScore - startedAt);
    return tx.user.update({
      where: { id: userId },
      data: {
        ...answers,
        primaryTriggers: [...new Set(answers.primaryTriggers)],
        commonCompulsions: [...new Set(answers.commonCompulsions.map((c) => c.trim()))],
        copingSkills: [...new Set(answers.copingSkills)],
        braveryScore: braveryScore(answers) + earned,
      },
    });
  });
  return { ...toPublicUser(user), risk: riskSummary(assessment) };
}
