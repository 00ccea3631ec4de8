// GET /api/admin/users/{userId}/treatment?weeks=: one patient's course of treatment for a clinician
// (decision 048): weeks of practice and of the compulsion log, check-ins, exposures, safety events.
// Staff only; each read is audited (view_treatment).
import { UserIdParams } from "@/lib/domain/ids";
import { TreatmentQuery } from "@/lib/domain/treatment-schemas";
import { route } from "@/lib/server/http/route";
import { getTreatment } from "@/lib/server/services/treatment";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "admin", params: UserIdParams, query: TreatmentQuery }, async ({ user, params, query }) =>
  getTreatment(user, params.userId, { weeks: query.weeks }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
