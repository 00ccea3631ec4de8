// GET /api/erp-challenge/{userId}: a different task for one's current session (docs/spec.md §7);
// ?session={id} names the session when it was picked up again from /home or /progress. HEAD answers
// the status GET would (403 for someone else's id) and makes or stores nothing (decision 054).
import { ErpChallengeQuery } from "@/lib/domain/erp-schemas";
import { UserIdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { alternativeChallenge, challengeSession } from "@/lib/server/services/erp";
import { crisisCountry } from "@/lib/server/services/settings";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route(
  {
    auth: "user",
    changesState: { check: ({ user, params, query }) => challengeSession(user, params.userId, query.session) },
    params: UserIdParams,
    person: "userId",
    query: ErpChallengeQuery,
  },
  async ({ req, user, params, query }) => alternativeChallenge(user, params.userId, await crisisCountry(user.id, req.headers.get("accept-language")), query.session),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
