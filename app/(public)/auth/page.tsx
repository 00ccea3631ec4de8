// /auth: the sign-in screen (signed-out only); on a preview deployment, with the demo accounts.
import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { guardPage } from "@/lib/server/auth/page-guard";
import { signInDemoAccounts } from "@/lib/server/preview";

export const metadata: Metadata = { title: "Sign in" };

export default async function AuthPage() {
  await guardPage("/auth");
  return <LoginForm demoAccounts={signInDemoAccounts()} />;
}
