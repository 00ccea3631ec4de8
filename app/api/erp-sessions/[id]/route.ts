// docs/spec.md §7 puts two routes on one path segment: GET /api/erp-sessions/{userId} lists a user's
// sessions (owner or admin; paged by ?limit= and ?cursor=, the next cursor in the X-Next-Cursor and
// Link headers, decision 058), PATCH /api/erp-sessions/{id} saves the mood of one session (owner only).
// DELETE /api/erp-sessions/{id} discards one's own unfinished session (204; decision 025).
import { z } from "zod";
import { ErpMoodUpdate } from "@/lib/domain/erp-schemas";
import { IdParams } from "@/lib/domain/ids";
import { pagedJson, pagedQuery } from "@/lib/server/http/paging";
import { route } from "@/lib/server/http/route";
import { completeErpSession, discardErpSession, ERP_PAGE, listErpSessions } from "@/lib/server/services/erp";
import { otherMethods } from "@/lib/server/http/other-methods";

const ListQuery = pagedQuery(z.object({}), ERP_PAGE);

export const GET = route({ auth: "user", params: IdParams, person: "id", query: ListQuery }, async ({ req, user, params, query }) =>
  pagedJson(req, await listErpSessions(user, params.id, query)),
);

export const PATCH = route({ auth: "user", params: IdParams, body: ErpMoodUpdate }, async ({ user, params, body }) =>
  completeErpSession(user, params.id, body),
);

export const DELETE = route({ auth: "user", params: IdParams, status: 204 }, async ({ user, params }) => discardErpSession(user, params.id));

export const { POST, PUT, OPTIONS } = otherMethods("GET", "PATCH", "DELETE");
