// POST /api/login {login, password}: username or e-mail; throttled per account and per IP.
import { LoginInput } from "@/lib/domain/auth";
import { clientAddress } from "@/lib/server/http/client-address";
import { route } from "@/lib/server/http/route";
import { signInWithThrottle } from "@/lib/server/auth/sign-in";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "none", body: LoginInput }, async ({ req, body }) =>
  signInWithThrottle(body.login, body.password, clientAddress(req.headers)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
