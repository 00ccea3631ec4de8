// /reset-password?token=: choose a new password with the e-mailed link (decision 023). The token never
// leaves in a Referer header (no-referrer here and in next.config.ts).
import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { guardPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  await guardPage("/reset-password");
  const { token } = await searchParams;
  return <ResetPasswordForm token={typeof token === "string" && token.length > 0 ? token : null} />;
}
