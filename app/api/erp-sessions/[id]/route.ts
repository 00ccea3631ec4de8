// docs/spec.md §7 puts two routes on one path segment: GET /api/erp-sessions/{userId} lists a user's
// sessions (owner or admin), PATCH /api/erp-sessions/{id} saves the mood of one session (owner only).
// DELETE /api/erp-sessions/{id} discards one's own unfinished session (204; decision 025).
import { ErpMoodUpdate } from "@/lib/domain/erp-schemas";
import { IdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { completeErpSession, discardErpSession, listErpSessions } from "@/lib/server/services/erp";

export const GET = route({ auth: "user", params: IdParams }, async ({ user, params }) => listErpSessions(user, params.id));

export const PATCH = route({ auth: "user", params: IdParams, body: ErpMoodUpdate }, async ({ user, params, body }) =>
  completeErpSession(user, params.id, body),
);

export const DELETE = route({ auth: "user", params: IdParams, status: 204 }, async ({ user, params }) => discardErpSession(user, params.id));
