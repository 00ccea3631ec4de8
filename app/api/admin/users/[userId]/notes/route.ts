// GET /api/admin/users/{userId}/notes?page=: one page of the clinician notes on a patient, newest first
// (a JSON array; the counts ride in headers as on the admin list). POST {text}: a new note, 201.
// Staff only; every read and write is audited (decision 045).
import { NoteInput, NotesQuery } from "@/lib/domain/clinician-notes";
import { UserIdParams } from "@/lib/domain/ids";
import { json, route } from "@/lib/server/http/route";
import { addNote, listNotes } from "@/lib/server/services/clinician-notes";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "admin", params: UserIdParams, query: NotesQuery }, async ({ user, params, query }) => {
  const page = await listNotes(user, params.userId, query);
  return json(page.notes, { headers: { "X-Total-Count": String(page.total), "X-Page-Count": String(page.pageCount) } });
});

export const POST = route({ auth: "admin", params: UserIdParams, body: NoteInput, status: 201 }, async ({ user, params, body }) =>
  addNote(user, params.userId, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
