// /forgot-password: a username or e-mail, then the one answer every request gets (decision 023), so
// the screen never tells whether an account exists.
"use client";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";

export function ForgotPasswordForm() {
  const [login, setLogin] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const { pending, run } = useAction();
  const answer = useRef<HTMLHeadingElement>(null);
  // The answer's heading takes focus once it is on the screen (after React's commit, not a frame that may
  // come before it), so a screen reader reads the answer.
  useEffect(() => {
    if (sent) answer.current?.focus();
  }, [sent]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!login.trim()) return setError("Username or Email is required");
    setError(undefined);
    void run(
      async () => {
        const res = await apiRequest("POST", "/api/password-reset/request", { login: login.trim() });
        setSent(((await res.json()) as { message: string }).message);
      },
      { onError: (err) => failureToast("We could not send the link", serverMessage(err, "Please try again in a moment.")) },
    );
  }

  if (sent) {
    return (
      <Card>
        <h1 ref={answer} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Check your email
        </h1>
        <p className="mt-3 text-slate-700" data-testid="reset-requested">
          {sent}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => setSent(null)}>
            Try another username or email
          </Button>
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          <Link href="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <h1 className="text-2xl font-bold text-slate-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">
        Enter your username or email address. If it belongs to an account, we will email a link to choose a new password.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <TextField
          label="Username or Email"
          name="login"
          autoComplete="username"
          required
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Spinner />}
          Send reset link
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link href="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </Card>
  );
}
