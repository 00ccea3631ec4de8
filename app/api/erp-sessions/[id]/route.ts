// docs/spec.md §7 puts two routes on one path segment: GET /api/erp-sessions/{userId} lists a user's
// sessions (owner or admin), PATCH /api/erp-sessions/{id} saves the mood of one session (owner only).
import { ErpMoodUpdate } from "@/lib/domain/erp-schemas";
import { IdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { completeErpSession, listErpSessions } from "@/lib/server/services/erp";

export const GET = route({ auth: "user", params: IdParams }, async ({ user, params }) => listErpSessions(user, params.id));

export const PATCH = route({ auth: "user", params: IdParams, body: ErpMoodUpdate }, async ({ user, params, body }) =>
  completeErpSession(user, params.id, body),
);
