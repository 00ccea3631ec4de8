// PATCH /api/users/{id}/onboarding: the onboarding answers of docs/spec.md §3; answers the updated user.
import { IdParams } from "@/lib/domain/ids";
import { OnboardingInput } from "@/lib/domain/onboarding";
import { route } from "@/lib/server/http/route";
import { completeOnboarding } from "@/lib/server/services/onboarding";
import { otherMethods } from "@/lib/server/http/other-methods";

export const PATCH = route({ auth: "user", params: IdParams, person: "id", body: OnboardingInput }, async ({ user, params, body }) =>
  completeOnboarding(user, params.id, body),
);

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods("PATCH");
