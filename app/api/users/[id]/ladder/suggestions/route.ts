// POST /api/users/{id}/ladder/suggestions: 8-12 graded steps from the onboarding answers (Claude or the
// built-in engine); nothing is saved until the person accepts one. A POST: it spends the person's AI budget.
import { IdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { suggestLadderRungs } from "@/lib/server/services/ladder";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "user", params: IdParams, person: "id" }, async ({ user, params }) => suggestLadderRungs(user, params.id));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
