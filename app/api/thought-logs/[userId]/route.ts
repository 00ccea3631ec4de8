// GET /api/thought-logs/{userId}: the user's thought logs, newest first (owner or admin).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listThoughtLogs } from "@/lib/server/services/thoughts";

export const GET = route({ auth: "user", params: z.object({ userId: z.uuid() }) }, async ({ user, params }) =>
  listThoughtLogs(user, params.userId),
);
