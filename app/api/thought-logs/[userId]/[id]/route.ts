// DELETE /api/thought-logs/{userId}/{id}: the owner deletes one of their thought logs (204).
import { ThoughtLogParams } from "@/lib/domain/thoughts";
import { route } from "@/lib/server/http/route";
import { deleteThoughtLog } from "@/lib/server/services/thoughts";
import { otherMethods } from "@/lib/server/http/other-methods";

export const DELETE = route({ auth: "user", params: ThoughtLogParams, person: "userId", status: 204 }, async ({ user, params }) =>
  deleteThoughtLog(user, params.userId, params.id),
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
