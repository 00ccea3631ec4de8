// /unsubscribe?token=: the e-mail's own "stop them" link. Opening it changes nothing (link scanners open
// links too); one button turns the switch off without signing in (decision 038).
"use client";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";

export function UnsubscribeConfirm({ token, label, what }: { token: string; label: string; what: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { pending, run } = useAction();
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function turnOff() {
    void run(
      async () => {
        const res = await apiRequest("POST", `/api/unsubscribe?token=${encodeURIComponent(token)}`);
        setDone(((await res.json()) as { message: string }).message);
      },
      { onError: (e) => failureToast("Nothing was changed", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  return (
    <Card className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Stop {what}?</h1>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900 ring-1 ring-brand-200 focus:outline-none" data-testid="unsubscribe-done">
          {done}
        </p>
      ) : (
        <>
          <p className="text-slate-700">
            This turns off &lsquo;{label}&rsquo; for your account. You do not need to sign in. You can turn it on again at any time in Account
            Settings.
          </p>
          <div>
            <Button onClick={turnOff} disabled={pending}>
              {pending && <Spinner />}
              Turn off {label}
            </Button>
          </div>
        </>
      )}
      <p className="text-sm text-slate-600">
        <Link href="/settings" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2">
          Account Settings
        </Link>
      </p>
    </Card>
  );
}
