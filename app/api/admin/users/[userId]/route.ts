// PATCH /api/admin/users/{userId} {role, isActive}: an admin changes a user's role (docs/spec.md §7).
import { AdminRoleUpdate } from "@/lib/domain/admin";
import { UserIdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { updateUserRole } from "@/lib/server/services/admin";
import { otherMethods } from "@/lib/server/http/other-methods";

export const PATCH = route({ auth: "admin", params: UserIdParams, body: AdminRoleUpdate }, async ({ user, params, body }) =>
  updateUserRole(user, params.userId, body),
);

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods("PATCH");
