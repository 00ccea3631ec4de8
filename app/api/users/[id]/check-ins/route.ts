// POST /api/users/{id}/check-ins {answers: [five numbers 0-4]}: the weekly check-in (201), or 409
// {message, nextDueAt} when it is not open yet. GET: the person's check-ins, newest first (owner or
// admin); ?limit= and ?cursor= page them, the next cursor in X-Next-Cursor.
import { IdParams } from "@/lib/domain/ids";
import { WeeklyCheckInCreate, WeeklyCheckInListQuery } from "@/lib/domain/weekly-check-in-schemas";
import { json, route } from "@/lib/server/http/route";
import { createWeeklyCheckIn, listWeeklyCheckIns } from "@/lib/server/services/weekly-check-ins";

export const POST = route({ auth: "user", params: IdParams, body: WeeklyCheckInCreate, status: 201, maxBodyBytes: 1024 }, async ({ user, params, body }) =>
  createWeeklyCheckIn(user, params.id, body),
);

export const GET = route({ auth: "user", params: IdParams, query: WeeklyCheckInListQuery }, async ({ user, params, query }) => {
  const page = await listWeeklyCheckIns(user, params.id, query);
  return json(page.items, { headers: page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {} });
});
