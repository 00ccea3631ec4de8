// GET /api/users/{id}: the profile, for the user themself or an admin.
// DELETE /api/users/{id} {password}: the user deletes their own account, then is signed out.
import { IdParams } from "@/lib/domain/ids";
import { DeleteAccountInput } from "@/lib/domain/settings";
import { clientAddress } from "@/lib/server/http/client-address";
import { route } from "@/lib/server/http/route";
import { deleteAccount } from "@/lib/server/services/settings";
import { getUserProfile } from "@/lib/server/services/users";
import { endSession } from "@/lib/server/auth/sign-in";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: IdParams, person: "id" }, async ({ user, params }) => getUserProfile(user, params.id));

export const DELETE = route({ auth: "user", params: IdParams, person: "id", body: DeleteAccountInput }, async ({ user, params, body, req }) => {
  await deleteAccount(user, params.id, body.password, clientAddress(req.headers));
  // The user row is gone, so its session version cannot be bumped: clearing the cookie is enough,
  // as the session check refuses every token whose user no longer exists.
  await endSession(null);
  return { message: "Your account has been deleted" };
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods("GET", "DELETE");
