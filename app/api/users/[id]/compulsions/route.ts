// POST /api/users/{id}/compulsions: log a compulsion or urge (201 with the entry, the note risk-assessed).
// GET /api/users/{id}/compulsions?from=&to=&limit=&cursor=: entries in [from, to), newest first (owner or
// admin); the next page's cursor is in the X-Next-Cursor and Link headers, so the answer stays a plain list
// (decision 058).
import { CompulsionEntryCreate, CompulsionListQuery } from "@/lib/domain/compulsion-schemas";
import { IdParams } from "@/lib/domain/ids";
import { pagedJson } from "@/lib/server/http/paging";
import { route } from "@/lib/server/http/route";
import { createCompulsionEntry, listCompulsionEntries } from "@/lib/server/services/compulsions";

export const POST = route({ auth: "user", params: IdParams, body: CompulsionEntryCreate, status: 201, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) =>
  createCompulsionEntry(user, params.id, body),
);

export const GET = route({ auth: "user", params: IdParams, query: CompulsionListQuery }, async ({ req, user, params, query }) =>
  pagedJson(req, await listCompulsionEntries(user, params.id, query)),
);
