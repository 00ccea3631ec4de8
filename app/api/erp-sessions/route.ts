// POST /api/erp-sessions: starts a session for oneself and answers 201 {id, guidance} (docs/spec.md §7).
import { ErpSessionCreate } from "@/lib/domain/erp-schemas";
import { route } from "@/lib/server/http/route";
import { createErpSession } from "@/lib/server/services/erp";

export const POST = route({ auth: "user", body: ErpSessionCreate, status: 201 }, async ({ user, body }) => createErpSession(user, body));
