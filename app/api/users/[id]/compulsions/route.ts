// POST /api/users/{id}/compulsions: log a compulsion or urge (201 with the entry, the note risk-assessed).
// GET /api/users/{id}/compulsions?from=&to=&limit=&cursor=: entries in [from, to), newest first (owner or
// admin); the next page's cursor is in the X-Next-Cursor header, so the answer stays a plain list.
import { CompulsionEntryCreate, CompulsionListQuery } from "@/lib/domain/compulsion-schemas";
import { IdParams } from "@/lib/domain/ids";
import { json, route } from "@/lib/server/http/route";
import { createCompulsionEntry, listCompulsionEntries } from "@/lib/server/services/compulsions";

export const POST = route({ auth: "user", params: IdParams, body: CompulsionEntryCreate, status: 201, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) =>
  createCompulsionEntry(user, params.id, body),
);

export const GET = route({ auth: "user", params: IdParams, query: CompulsionListQuery }, async ({ user, params, query }) => {
  const page = await listCompulsionEntries(user, params.id, query);
  return json(page.entries, { headers: page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {} });
});
