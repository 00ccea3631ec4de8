// The resend-verification button (docs/spec.md §8): a 503 disables it with a live countdown. Used by the
// dashboard's banner and by /erp-session for an unverified account.
"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { clock, retryAfterSeconds, waitMessage } from "@/lib/domain/resend-wait";

export function ResendVerificationButton({ email, className = "" }: { email: string; className?: string }) {
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
    <div className={`grid gap-1 ${className}`}>
      <Button variant="secondary" onClick={resend} disabled={sending || waiting}>
        {sending && <Spinner />}
        {waiting ? `Resend available in ${clock(secondsLeft)}` : "Resend verification email"}
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-amber-950">
        {waiting ? waitMessage(secondsLeft) : ""}
      </p>
    </div>
  );
}
