// /verify-email?token=: checks the link once and shows loading, success or error.
import type { Metadata } from "next";
import { VerifyEmail } from "@/components/auth/verify-email";

export const metadata: Metadata = { title: "Verify your email", referrer: "no-referrer" };

export default function VerifyEmailPage() {
  return (
    <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-md flex-col justify-center px-4 py-10">
      <VerifyEmail />
    </div>
  );
}
