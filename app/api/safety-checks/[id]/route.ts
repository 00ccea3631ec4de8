// POST /api/safety-checks/{id} {answer: "yes" | "no"}: the person's answer to a check-in (decision 013).
// Yes answers {level: "crisis"} with crisis resources; No answers {level: "none"} with the usual answer.
// Only the person asked may answer, once (409 after).
import { IdParams } from "@/lib/domain/ids";
import { SafetyCheckAnswer } from "@/lib/domain/thoughts";
import { route } from "@/lib/server/http/route";
import { answerSafetyCheck } from "@/lib/server/services/safety";
import { crisisCountry } from "@/lib/server/services/settings";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "user", params: IdParams, body: SafetyCheckAnswer, maxBodyBytes: 256 }, async ({ req, user, params, body }) =>
  answerSafetyCheck(user, params.id, body, await crisisCountry(user.id, req.headers.get("accept-language"))),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
