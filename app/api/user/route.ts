// GET /api/user: the signed-in user, or 401 when there is none (one query: the session check's row).
import { unauthorized } from "@/lib/server/errors";
import { route } from "@/lib/server/http/route";
import { currentUser } from "@/lib/server/auth/session";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "none" }, async () => {
  const user = await currentUser();
  if (!user) throw unauthorized();
  return user;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
