// PATCH /api/users/{id}/ladder/{rungId}: change a rung's texts, expected anxiety, place or mastered mark.
// DELETE /api/users/{id}/ladder/{rungId}: remove (or decline) a rung (204). Only the person.
import { LadderRungParams, LadderRungUpdate } from "@/lib/domain/ladder-schemas";
import { route } from "@/lib/server/http/route";
import { deleteLadderRung, updateLadderRung } from "@/lib/server/services/ladder";
import { otherMethods } from "@/lib/server/http/other-methods";

export const PATCH = route({ auth: "user", params: LadderRungParams, person: "id", body: LadderRungUpdate, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) =>
  updateLadderRung(user, params.id, params.rungId, body),
);

export const DELETE = route({ auth: "user", params: LadderRungParams, person: "id", status: 204 }, async ({ user, params }) =>
  deleteLadderRung(user, params.id, params.rungId),
);

export const { GET, POST, PUT, OPTIONS } = otherMethods("PATCH", "DELETE");
