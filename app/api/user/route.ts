// GET /api/user: the signed-in user, or 401 when there is none.
import { route } from "@/lib/server/http";
import { getUserProfile } from "@/lib/server/services/users";

export const GET = route({ auth: "user" }, async ({ user }) => getUserProfile(user, user.id));
