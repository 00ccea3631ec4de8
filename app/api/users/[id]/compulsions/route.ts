// POST /api/users/{id}/compulsions: log a compulsion or urge (201 with the entry, the note risk-assessed).
// GET /api/users/{id}/compulsions?from=&to=: entries in [from, to), newest first (owner or admin); paged
// (decision 058): optional ?limit= and ?cursor=, the next cursor in X-Next-Cursor and Link, the body a
// JSON array.
import { CompulsionEntryCreate, CompulsionListQuery } from "@/lib/domain/compulsion-schemas";
import { IdParams } from "@/lib/domain/ids";
import { pagedJson, pagedQuery } from "@/lib/server/http/paging";
import { route } from "@/lib/server/http/route";
import { COMPULSION_PAGE, createCompulsionEntry, listCompulsionEntries } from "@/lib/server/services/compulsions";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "user", params: IdParams, person: "id", body: CompulsionEntryCreate, status: 201, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) =>
  createCompulsionEntry(user, params.id, body),
);

export const GET = route({ auth: "user", params: IdParams, person: "id", query: pagedQuery(CompulsionListQuery, COMPULSION_PAGE) }, async ({ req, user, params, query }) =>
  pagedJson(req, await listCompulsionEntries(user, params.id, query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
