// POST /api/password-reset/request {login}: 202 {message} in every case (decision 023). The look-up,
// the limits and the e-mail run after the answer is sent, so neither its words nor its timing tell
// whether an account exists.
import { after } from "next/server";
import { PasswordResetRequest } from "@/lib/domain/auth";
import { clientAddress } from "@/lib/server/http/client-address";
import { route } from "@/lib/server/http/route";
import { errorFields, log } from "@/lib/server/log";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "@/lib/server/services/password-reset";
import { otherMethods } from "@/lib/server/http/other-methods";

export const POST = route({ auth: "none", body: PasswordResetRequest, status: 202 }, async ({ req, body }) => {
  const ip = clientAddress(req.headers);
  after(() => requestPasswordReset(body.login, ip).catch((e) => log.error("password_reset.request_failed", errorFields(e))));
  return { message: RESET_REQUESTED_MESSAGE };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
