// PATCH /api/admin/users/{userId}/notes/{noteId} {text}: the author changes their note within 24 hours
// of writing it (409 after that: notes are append-only then). Staff only, audited (decision 045).
import { NoteInput, NoteParams } from "@/lib/domain/clinician-notes";
import { route } from "@/lib/server/http/route";
import { editNote } from "@/lib/server/services/clinician-notes";
import { otherMethods } from "@/lib/server/http/other-methods";

export const PATCH = route({ auth: "admin", params: NoteParams, body: NoteInput }, async ({ user, params, body }) =>
  editNote(user, params.userId, params.noteId, body),
);

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods("PATCH");
