// E-mail verification screen: runs the request once, then shows success or error (docs/spec.md §2, §4, §8).
"use client";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getJson, serverMessage } from "@/lib/client/api";

type State = { kind: "loading" } | { kind: "success" } | { kind: "error"; message: string };

export function VerifyEmail() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // strict mode runs effects twice; the token is single-use
    started.current = true;
    const token = new URLSearchParams(window.location.search).get("token");
    if (!token) {
      setState({ kind: "error", message: "Invalid verification link" });
      return;
    }
    getJson(`/api/verify-email?token=${encodeURIComponent(token)}`)
      .then(() => setState({ kind: "success" }))
      .catch((e) =>
        setState({ kind: "error", message: e instanceof ApiError ? serverMessage(e, "Failed to verify email") : "Failed to verify email" }),
      );
  }, []);

  return (
    <Card className="text-center">
      <div aria-live="polite">
        {state.kind === "loading" && (
          <>
            <div className="mb-4 flex justify-center text-brand-700">
              <Spinner className="h-8 w-8" />
            </div>
            <h1 className="text-2xl font-bold">Verifying Your Email</h1>
            <p className="mt-2 text-slate-600">Please wait while we verify your email address...</p>
          </>
        )}
        {state.kind === "success" && (
          <>
            <div aria-hidden="true" className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700">
              ✓
            </div>
            <h1 className="text-2xl font-bold">Email Verified!</h1>
            <p className="mt-2 text-slate-600">
              Thank you for verifying your email address. All features, including ERP therapy sessions, are now available to you.
            </p>
            <ButtonLink href="/home" className="mt-6 w-full">
              Continue to Dashboard
            </ButtonLink>
          </>
        )}
        {state.kind === "error" && (
          <>
            <div aria-hidden="true" className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-2xl text-red-700">
              !
            </div>
            <h1 className="text-2xl font-bold">Verification Failed</h1>
            <p className="mt-2 font-medium text-red-800">{state.message}</p>
            <p className="mt-2 text-slate-600">
              Please try clicking the link in your email again or request a new verification email.
            </p>
            <ButtonLink href="/home" variant="secondary" className="mt-6 w-full">
              Return to Dashboard
            </ButtonLink>
          </>
        )}
      </div>
    </Card>
  );
}
