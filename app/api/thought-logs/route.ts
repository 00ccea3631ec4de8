// POST /api/thought-logs: log a thought (only for oneself) and get it back, 201, with its AI analysis and
// what the risk assessment found (decision 013).
import { countryFromLanguages } from "@/lib/domain/crisis-lines";
import { ThoughtCreate } from "@/lib/domain/thoughts";
import { route } from "@/lib/server/http/route";
import { createThoughtLog } from "@/lib/server/services/thoughts";
import { otherMethods } from "@/lib/server/http/other-methods";

// The service reads the person's saved country in the same query as the rest of what it needs; the
// browser's region is the fallback.
export const POST = route({ auth: "user", body: ThoughtCreate, status: 201 }, async ({ req, user, body }) =>
  createThoughtLog(user, body, countryFromLanguages(req.headers.get("accept-language"))),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
