// POST /api/thought-logs: log a thought (only for oneself) and get it back, 201, with its AI analysis and
// what the risk assessment found (decision 013).
import { ThoughtCreate } from "@/lib/domain/thoughts";
import { route } from "@/lib/server/http/route";
import { crisisCountry } from "@/lib/server/services/settings";
import { createThoughtLog } from "@/lib/server/services/thoughts";

export const POST = route({ auth: "user", body: ThoughtCreate, status: 201 }, async ({ req, user, body }) =>
  createThoughtLog(user, body, await crisisCountry(user.id, req.headers.get("accept-language"))),
);
