// /auth: the sign-in screen (signed-out only).
import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { guardPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Sign in" };

export default async function AuthPage() {
  await guardPage("/auth");
  return <LoginForm />;
}
