// DELETE /api/users/{id}/compulsions/{entryId}: the person deletes one of their log entries (204).
import { CompulsionEntryParams } from "@/lib/domain/compulsion-schemas";
import { route } from "@/lib/server/http/route";
import { deleteCompulsionEntry } from "@/lib/server/services/compulsions";
import { otherMethods } from "@/lib/server/http/other-methods";

export const DELETE = route({ auth: "user", params: CompulsionEntryParams, person: "id", status: 204 }, async ({ user, params }) =>
  deleteCompulsionEntry(user, params.id, params.entryId),
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
