// The unverified-email banner (docs/spec.md §2 /home) with the resend button.
import { ResendVerificationButton } from "./resend-verification-button";

export function VerificationBanner({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-banner-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h2 id="verify-banner-title" className="font-semibold text-amber-950">
          One small step left
        </h2>
        <p className="text-amber-950">Please verify your email address to access all features, including ERP therapy sessions.</p>
      </div>
      <ResendVerificationButton email={email} className="shrink-0" />
    </section>
  );
}
