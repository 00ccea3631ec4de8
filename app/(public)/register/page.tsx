// /register: the registration screen (signed-out only).
import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { guardPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Create an account" };

export default async function RegisterPage() {
  await guardPage("/register");
  return <RegisterForm />;
}
