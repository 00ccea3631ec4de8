// Request schemas of the account endpoints (SPEC.md §5, §7), shared by forms, handlers and tests.
import { z } from "zod";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;

const username = z
  .string()
  .trim()
  .min(1, "Username is required")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .refine((v) => !v.includes("@"), "Username cannot contain @")
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Username contains invalid characters");

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX, "Invalid email address")
  .pipe(z.email("Invalid email address"))
  .transform((v) => v.toLowerCase());

const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const RegisterInput = z.object({ username, email, password });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The registration form adds confirmPassword, checked on the client only (it is never sent). */
export const RegisterForm = z
  .object({ username, email, password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof RegisterForm>;

export const LoginInput = z.object({
  login: z.string().trim().min(1, "Username or Email is required").max(EMAIL_MAX, "Invalid login"),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX, "Invalid login"),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ResendVerificationInput = z.object({
  email: z.string().trim().max(EMAIL_MAX).optional(),
});

export const VerifyEmailQuery = z.object({
  token: z.string().min(1, "Invalid verification link").max(200, "Invalid verification link"),
});
