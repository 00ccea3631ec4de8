// POST /api/users/{id}/check-ins {answers: [five numbers 0-4]}: the weekly check-in (201), or 409
// {message, nextDueAt} when it is not open yet. GET: the person's check-ins, newest first (owner or
// admin); paged (decision 058): ?limit= and ?cursor=, the next cursor in X-Next-Cursor and Link.
import { IdParams } from "@/lib/domain/ids";
import { WeeklyCheckInCreate } from "@/lib/domain/weekly-check-in-schemas";
import { pagedJson, pageParams } from "@/lib/server/http/paging";
import { route } from "@/lib/server/http/route";
import { CHECK_IN_PAGE, createWeeklyCheckIn, listWeeklyCheckIns } from "@/lib/server/services/weekly-check-ins";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "user", params: IdParams, person: "id", body: WeeklyCheckInCreate, status: 201, maxBodyBytes: 1024 }, async ({ user, params, body }) =>
  createWeeklyCheckIn(user, params.id, body),
);

export const GET = route({ auth: "user", params: IdParams, person: "id", query: pageParams(CHECK_IN_PAGE) }, async ({ req, user, params, query }) =>
  pagedJson(req, await listWeeklyCheckIns(user, params.id, query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
