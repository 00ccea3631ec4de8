// Saving the onboarding answers: the server computes the bravery score itself (docs/spec.md §5).
import "server-only";
import type { z } from "zod";
import { braveryScore } from "@/lib/domain/bravery";
import type { OnboardingInput } from "@/lib/domain/onboarding";
import type { PublicUser } from "@/lib/domain/user";
import { db } from "../db";
import { notFound } from "../errors";
import { assertSelf, type Actor } from "../auth/access";
import { toPublicUser } from "./users";

export async function completeOnboarding(actor: Actor, userId: string, input: z.output<typeof OnboardingInput>): Promise<PublicUser> {
  assertSelf(actor, userId);
  const prisma = await db();
  const exists = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!exists) throw notFound("User not found");
  const { braveryScore: _ignored, ...answers } = input;
  const user = await prisma.user.update({
    where: { id: userId },
    data: {
      ...answers,
      primaryTriggers: [...new Set(answers.primaryTriggers)],
      commonCompulsions: [...new Set(answers.commonCompulsions.map((c) => c.trim()))],
      copingSkills: [...new Set(answers.copingSkills)],
      braveryScore: braveryScore(answers),
    },
  });
  return toPublicUser(user);
}
