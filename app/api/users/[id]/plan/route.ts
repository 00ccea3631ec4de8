// GET /api/users/{id}/plan: the practice plan or null (owner, or an admin audited).
// PUT /api/users/{id}/plan {rungIds, days, reminderTime, timeZone}: the person sets their plan; an admin
// sets a suggestion for a patient (recorded and audited). DELETE: the person declines or removes it (204).
import { IdParams } from "@/lib/domain/ids";
import { PracticePlanInput } from "@/lib/domain/practice-plan";
import { route } from "@/lib/server/http/route";
import { deletePracticePlan, getPracticePlan, putPracticePlan } from "@/lib/server/services/practice-plan";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: IdParams, person: "id" }, async ({ user, params }) => getPracticePlan(user, params.id));

export const PUT = route({ auth: "user", params: IdParams, person: "id", body: PracticePlanInput, maxBodyBytes: 2048 }, async ({ user, params, body }) =>
  putPracticePlan(user, params.id, body),
);

export const DELETE = route({ auth: "user", params: IdParams, person: "id", status: 204 }, async ({ user, params }) => deletePracticePlan(user, params.id));

export const { POST, PATCH, OPTIONS } = otherMethods("GET", "PUT", "DELETE");
