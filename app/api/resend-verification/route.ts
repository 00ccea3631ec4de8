// POST /api/resend-verification {email}: a new link for the signed-in user's own address
// (the body's address is not trusted, so nobody can mail or probe other accounts).
import { ResendVerificationInput } from "@/lib/domain/auth";
import { route } from "@/lib/server/http/route";
import { resendVerification } from "@/lib/server/services/verification";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "user", body: ResendVerificationInput }, async ({ user }) => {
  await resendVerification(user);
  return { message: "Verification email sent" };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
