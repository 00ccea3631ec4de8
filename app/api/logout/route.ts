// POST /api/logout: revokes every session of the user (session version) and clears the cookie.
import { route } from "@/lib/server/http";
import { endSession } from "@/lib/server/sign-in";

export const POST = route({ auth: "none" }, async ({ user }) => {
  await endSession(user);
  return { message: "Signed out" };
});
