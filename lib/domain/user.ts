// The user as the client sees it (never the password hash or session version), and the rules on it.
import { z } from "zod";

export const PublicUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(["user", "admin"]),
  createdAt: z.string(),
  ocdType: z.string().nullable(),
  primaryTriggers: z.array(z.string()),
  commonCompulsions: z.array(z.string()),
  anxietySeverity: z.number().nullable(),
  readinessLevel: z.string().nullable(),
  copingSkills: z.array(z.string()),
  previousErpExperience: z.boolean().nullable(),
  interferenceLevel: z.string().nullable(),
  avoidanceLevel: z.string().nullable(),
  currentLevel: z.number(),
  erpScore: z.number(),
  braveryScore: z.number(),
});
export type PublicUser = z.infer<typeof PublicUser>;

type CompletenessFields = {
  role: string;
  ocdType?: string | null;
  primaryTriggers?: readonly string[] | null;
  commonCompulsions?: readonly string[] | null;
  anxietySeverity?: number | null;
  readinessLevel?: string | null;
};

/**
 * SPEC.md §3: an admin is always complete; others need the five onboarding answers. The compulsion
 * list must exist but may be empty: onboarding lets a person go on with triggers only (§5), and
 * demanding a compulsion here would send them back to /onboarding forever (docs/decisions/021).
 */
export function isProfileComplete(u: CompletenessFields): boolean {
  if (u.role === "admin") return true;
  return Boolean(
    u.ocdType &&
      u.primaryTriggers && u.primaryTriggers.length > 0 &&
      Array.isArray(u.commonCompulsions) &&
      u.anxietySeverity != null &&
      u.readinessLevel,
  );
}

/** First letter of each space-separated word of the username, upper case. */
export function initials(username: string): string {
  return username
    .split(" ")
    .filter(Boolean)
    .map((w) => [...w][0]!.toUpperCase())
    .join("");
}
