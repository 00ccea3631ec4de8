// GET /api/erp-challenge/{userId}: a different task for one's current session (docs/spec.md §7).
import { UserIdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { alternativeChallenge } from "@/lib/server/services/erp";

export const GET = route({ auth: "user", changesState: true, params: UserIdParams }, async ({ user, params }) =>
  alternativeChallenge(user, params.userId),
);
