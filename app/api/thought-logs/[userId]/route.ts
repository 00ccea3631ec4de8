// GET /api/thought-logs/{userId}: the user's thought logs, newest first (owner or admin).
import { UserIdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { listThoughtLogs } from "@/lib/server/services/thoughts";

export const GET = route({ auth: "user", params: UserIdParams }, async ({ user, params }) => listThoughtLogs(user, params.userId));
