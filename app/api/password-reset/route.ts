// POST /api/password-reset {token, password}: 200 {redirect: "/auth"}; a bad, used or expired link
// or a password under the registration rule answers 400 {message} (decision 023).
import { PasswordResetInput } from "@/lib/domain/auth";
import { route } from "@/lib/server/http/route";
import { resetPassword } from "@/lib/server/services/password-reset";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "none", body: PasswordResetInput }, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return { redirect: "/auth" };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
