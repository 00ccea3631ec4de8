// GET /api/thought-logs/{userId}: the user's thought logs, newest first (owner or admin); ?query=
// keeps those whose text holds the query. Paged (decision 058): optional ?limit= and ?cursor=, the
// next page's cursor in the X-Next-Cursor and Link headers; the body stays a JSON array.
import { UserIdParams } from "@/lib/domain/ids";
import { ThoughtListQuery } from "@/lib/domain/thoughts";
import { pagedJson, pagedQuery } from "@/lib/server/http/paging";
import { route } from "@/lib/server/http/route";
import { listThoughtLogs, THOUGHT_PAGE } from "@/lib/server/services/thoughts";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: UserIdParams, person: "userId", query: pagedQuery(ThoughtListQuery, THOUGHT_PAGE) }, async ({ req, user, params, query }) =>
  pagedJson(req, await listThoughtLogs(user, params.userId, query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
