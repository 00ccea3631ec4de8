// docs/spec.md §7 puts two routes on one path segment: GET /api/erp-sessions/{userId} lists a user's
// sessions (owner or admin), PATCH /api/erp-sessions/{id} saves the mood of one session (owner only).
import { z } from "zod";
import { ErpMoodUpdate } from "@/lib/domain/erp-schemas";
import { route } from "@/lib/server/http/route";
import { completeErpSession, listErpSessions } from "@/lib/server/services/erp";

const Params = z.object({ id: z.uuid() });

export const GET = route({ auth: "user", params: Params }, async ({ user, params }) => listErpSessions(user, params.id));

export const PATCH = route({ auth: "user", params: Params, body: ErpMoodUpdate }, async ({ user, params, body }) =>
  completeErpSession(user, params.id, body),
);
