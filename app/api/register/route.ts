// POST /api/register: create the account, e-mail the verification link, sign in, answer {redirect}.
import { RegisterInput } from "@/lib/domain/auth";
import { clientAddress } from "@/lib/server/http/client-address";
import { route } from "@/lib/server/http/route";
import { registerUser, reserveRegistration } from "@/lib/server/services/users";
import { sendVerificationEmail } from "@/lib/server/services/verification";
import { startSession } from "@/lib/server/auth/sign-in";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "none", body: RegisterInput, status: 201 }, async ({ req, body }) => {
  await reserveRegistration(clientAddress(req.headers));
  const user = await registerUser(body);
  await sendVerificationEmail(user); // a mail failure keeps the account; resend works later
  await startSession(body.username, body.password);
  return { redirect: "/onboarding" };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
