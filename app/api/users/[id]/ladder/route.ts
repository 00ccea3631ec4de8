// GET /api/users/{id}/ladder: the person's exposure ladder, first step first (owner, or an admin, audited).
// POST /api/users/{id}/ladder: a new rung (201), by the person, or by an admin for them (decision 033, audited).
import { IdParams } from "@/lib/domain/ids";
import { LadderRungCreate } from "@/lib/domain/ladder-schemas";
import { route } from "@/lib/server/http/route";
import { createLadderRung, listLadder } from "@/lib/server/services/ladder";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: IdParams, person: "id" }, async ({ user, params }) => listLadder(user, params.id));

export const POST = route({ auth: "user", params: IdParams, person: "id", body: LadderRungCreate, status: 201, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) =>
  createLadderRung(user, params.id, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
