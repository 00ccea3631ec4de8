// POST /api/logout: revokes every session of the user (session version) and clears the cookie.
import { route } from "@/lib/server/http/route";
import { currentActor } from "@/lib/server/auth/session";
import { endSession } from "@/lib/server/auth/sign-in";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "none" }, async () => {
  await endSession(await currentActor());
  return { message: "Signed out" };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
