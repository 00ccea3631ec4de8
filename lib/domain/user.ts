// The user as the client sees it (never the password hash or session version), and the rules on it.
// No zod here: the header imports this module on every page, and zod would ship with it.
export interface PublicUser {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  role: "user" | "admin";
  createdAt: string;
  ocdType: string | null;
  primaryTriggers: string[];
  commonCompulsions: string[];
  anxietySeverity: number | null;
  readinessLevel: string | null;
  copingSkills: string[];
  previousErpExperience: boolean | null;
  interferenceLevel: string | null;
  avoidanceLevel: string | null;
  currentLevel: number;
  erpScore: number;
  braveryScore: number;
}

type CompletenessFields = {
  role: string;
  ocdType?: string | null;
  primaryTriggers?: readonly string[] | null;
  commonCompulsions?: readonly string[] | null;
  anxietySeverity?: number | null;
  readinessLevel?: string | null;
};

/**
 * docs/spec.md §3: an admin is always complete; others need the five onboarding answers. The compulsion
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
