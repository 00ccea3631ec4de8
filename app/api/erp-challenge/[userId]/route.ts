// GET /api/erp-challenge/{userId}: a different task for one's current session (docs/spec.md §7).
import { UserIdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { alternativeChallenge } from "@/lib/server/services/erp";
import { crisisCountry } from "@/lib/server/services/settings";

export const GET = route({ auth: "user", changesState: true, params: UserIdParams }, async ({ req, user, params }) =>
  alternativeChallenge(user, params.userId, await crisisCountry(user.id, req.headers.get("accept-language"))),
);
