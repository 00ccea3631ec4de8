// PATCH /api/erp-sessions/{id}/pause {paused}: the owner pauses or goes on with the timed exercise;
// answers the session's pause record {paused, pauseCount, pausedSeconds} (decision 026).
import { ErpPauseUpdate } from "@/lib/domain/erp-schemas";
import { IdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { setErpPause } from "@/lib/server/services/erp";
import { otherMethods } from "@/lib/server/http/other-methods";

export const PATCH = route({ auth: "user", params: IdParams, body: ErpPauseUpdate }, async ({ user, params, body }) =>
  setErpPause(user, params.id, body.paused),
);

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods("PATCH");
