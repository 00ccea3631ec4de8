// /forgot-password: ask for a password-reset link by username or e-mail (decision 023). Open to anyone.
import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { guardPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Forgot your password?" };

export default async function ForgotPasswordPage() {
  await guardPage("/forgot-password");
  return <ForgotPasswordForm />;
}
