// Request schemas of the account endpoints (docs/spec.md §5, §7) for the handlers and tests; the register
// form runs the same rules without zod (./account-rules).
import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX_UNITS, emailProblem, passwordProblem, tidyUsername, usernameProblem } from "./account-rules";

/** Runs one of the plain rules of ./account-rules as a zod check, so the browser and the server share it. */
const rule = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

const username = z.string().transform(tidyUsername).pipe(z.string().superRefine(rule(usernameProblem)));
const email = z
  .string()
  .trim()
  .superRefine(rule(emailProblem))
  .transform((v) => v.toLowerCase());
const password = z.string().superRefine(rule(passwordProblem));

export const RegisterInput = z.object({ username, email, password });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  login: z.string().trim().min(1, "Username or Email is required").max(EMAIL_MAX, "Invalid login"),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_UNITS, "Invalid login"),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ResendVerificationInput = z.object({
  email: z.string().trim().max(EMAIL_MAX).optional(),
});

export const VerifyEmailQuery = z.object({
  token: z.string({ error: "Invalid verification link" }).min(1, "Invalid verification link").max(200, "Invalid verification link"),
});

/** POST /api/password-reset/request: a username or e-mail address, as at sign-in. */
export const PasswordResetRequest = z.object({
  login: z.string().trim().min(1, "Username or Email is required").max(EMAIL_MAX, "Invalid login"),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /api/password-reset: the link's token and a new password under the registration rule. */
export const PasswordResetInput = z.object({
  token: z.string().min(1, "This reset link is not valid. Please ask for a new one.").max(200, "This reset link is not valid. Please ask for a new one."),
  password,
});
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;
