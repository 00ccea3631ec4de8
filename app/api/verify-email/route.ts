// GET /api/verify-email?token=: marks the address verified; a bad, used or expired token answers 400 {message}.
import { VerifyEmailQuery } from "@/lib/domain/auth";
import { route } from "@/lib/server/http/route";
import { usableVerificationToken, verifyEmailToken } from "@/lib/server/services/verification";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "none", query: VerifyEmailQuery }, async ({ query }) => {
  await verifyEmailToken(query.token);
  return { message: "Your email address has been verified." };
});

// Mail scanners and link previews ask with HEAD before anyone clicks, and Next would run GET for it,
// using the single-use token up: HEAD is safe (RFC 9110 §9.2.1), so it answers the status GET would
// (200 for a link that still works, 400 for a missing, used or expired one) and uses nothing up.
export const HEAD = route({ auth: "none", query: VerifyEmailQuery }, async ({ query }) => {
  await usableVerificationToken(query.token);
  return {};
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
