// GET /api/thought-logs/{userId}: the user's thought logs, newest first (owner or admin); ?query=
// keeps those whose text holds the query.
import { UserIdParams } from "@/lib/domain/ids";
import { ThoughtListQuery } from "@/lib/domain/thoughts";
import { route } from "@/lib/server/http/route";
import { listThoughtLogs } from "@/lib/server/services/thoughts";

export const GET = route({ auth: "user", params: UserIdParams, query: ThoughtListQuery }, async ({ user, params, query }) =>
  listThoughtLogs(user, params.userId, query),
);
