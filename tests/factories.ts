// Test factories: users with unique names, straight into the database (no HTTP, no shared state).
import { randomUUID } from "node:crypto";
import { usernameKey } from "@/lib/domain/account-rules";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/password";
import type { Actor } from "@/lib/server/auth/access";

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "correct horse battery";

export interface UserOverrides {
  role?: "user" | "admin";
  emailVerified?: boolean;
  /** Fill the onboarding answers so the profile counts as complete. */
  complete?: boolean;
  username?: string;
  email?: string;
}

export async function createUser(overrides: UserOverrides = {}) {
  const prisma = await db();
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomUUID().slice(0, 8);
  const onboarding = overrides.complete
    ? {
        ocdType: "checking",
        primaryTriggers: ["doors_locks"],
        commonCompulsions: ["checking"],
        anxietySeverity: 6,
        readinessLevel: "moderate",
        avoidanceLevel: "medium",
        interferenceLevel: "moderately",
        copingSkills: ["breathing"],
        previousErpExperience: false,
        braveryScore: 21,
      }
    : {};
  const username = overrides.username ?? `user_${suffix}`;
  return prisma.user.create({
    data: {
      username,
      usernameKey: usernameKey(username),
      email: overrides.email ?? `user_${suffix}@example.test`,
      passwordHash: await cachedHash,
      role: overrides.role ?? "user",
      emailVerified: overrides.emailVerified ?? true,
      ...onboarding,
    },
  });
}

export const actorOf = (u: { id: string; role: "user" | "admin" }): Actor => ({ id: u.id, role: u.role });
