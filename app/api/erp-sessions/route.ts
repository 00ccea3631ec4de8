// POST /api/erp-sessions: starts a session for oneself and answers 201 {id, guidance} (docs/spec.md §7),
// plus the risk assessment of the trigger and, when it asks, the check-in (decision 013).
import { ErpSessionCreate } from "@/lib/domain/erp-schemas";
import { route } from "@/lib/server/http/route";
import { createErpSession } from "@/lib/server/services/erp";
import { crisisCountry } from "@/lib/server/services/settings";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "user", body: ErpSessionCreate, status: 201 }, async ({ req, user, body }) =>
  createErpSession(user, body, await crisisCountry(user.id, req.headers.get("accept-language"))),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
