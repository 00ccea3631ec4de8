// POST /api/thought-logs: log a thought (only for oneself) and get it back, 201, with its AI analysis.
import { ThoughtCreate } from "@/lib/domain/thoughts";
import { route } from "@/lib/server/http/route";
import { createThoughtLog } from "@/lib/server/services/thoughts";

export const POST = route({ auth: "user", body: ThoughtCreate, status: 201 }, async ({ user, body }) => createThoughtLog(user, body));
