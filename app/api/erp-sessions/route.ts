// POST /api/erp-sessions: starts a session for oneself and answers {id, guidance} (docs/spec.md §7).
import { ErpSessionCreate } from "@/lib/domain/erp-schemas";
import { json, route } from "@/lib/server/http/route";
import { createErpSession } from "@/lib/server/services/erp";

export const POST = route({ auth: "user", body: ErpSessionCreate }, async ({ user, body }) =>
  json(await createErpSession(user, body), { status: 201 }),
);
