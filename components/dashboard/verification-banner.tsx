// The unverified-email banner with the resend button; a 503 disables it with a live countdown (docs/spec.md §8).
"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { clock, retryAfterSeconds, waitMessage } from "@/lib/domain/resend-wait";

export function VerificationBanner({ email }: { email: string }) {
  const { pending: sending, run } = useAction();
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (waitUntil === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= waitUntil) setWaitUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);

  const secondsLeft = waitUntil === null ? 0 : Math.max(0, (waitUntil - now) / 1000);
  const waiting = waitUntil !== null && secondsLeft > 0;

  function resend() {
    void run(
      async () => {
        await apiRequest("POST", "/api/resend-verification", { email });
        toast({ title: "Verification email sent", description: `Check your inbox at ${email}.` });
      },
      {
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 503)) return failureToast(serverMessage(error, "Failed to resend verification email"));
          const t = Date.now();
          setNow(t);
          setWaitUntil(t + retryAfterSeconds(error.body) * 1000);
        },
      },
    );
  }

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
        <p aria-live="polite" className="text-sm font-medium text-amber-950">
          {waiting ? waitMessage(secondsLeft) : ""}
        </p>
      </div>
      <Button variant="secondary" onClick={resend} disabled={sending || waiting} className="shrink-0">
        {sending && <Spinner />}
        {waiting ? `Resend available in ${clock(secondsLeft)}` : "Resend verification email"}
      </Button>
    </section>
  );
}
