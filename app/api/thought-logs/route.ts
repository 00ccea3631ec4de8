// POST /api/thought-logs: log a thought (only for oneself) and get it back with its AI analysis.
import { ThoughtCreate } from "@/lib/domain/thoughts";
import { json, route } from "@/lib/server/http/route";
import { createThoughtLog } from "@/lib/server/services/thoughts";

export const POST = route({ auth: "user", body: ThoughtCreate }, async ({ user, body }) =>
  json(await createThoughtLog(user, body), { status: 201 }),
);
