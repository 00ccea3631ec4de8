// GET /api/users/{id}/access-log?page=: which staff member read the person's records, and when (decision
// 046). The person only; a JSON array of 20, newest first, counts in headers as on the admin list.
import { AccessLogQuery } from "@/lib/domain/access-log";
import { IdParams } from "@/lib/domain/ids";
import { json, route } from "@/lib/server/http/route";
import { listAccessLog } from "@/lib/server/services/access-log";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: IdParams, person: "id", query: AccessLogQuery }, async ({ user, params, query }) => {
  const page = await listAccessLog(user, params.id, query);
  return json(page.entries, { headers: { "X-Total-Count": String(page.total), "X-Page-Count": String(page.pageCount) } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
