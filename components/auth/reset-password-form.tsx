// /reset-password?token=: a new password under the registration rule (with the strength hint), then
// sign in again: the reset revoked every session (decision 023).
"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useUser } from "@/components/auth/user-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PasswordField } from "@/components/ui/password-field";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest, serverMessage } from "@/lib/client/api";
import { useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { passwordProblem, PASSWORDS_DIFFER } from "@/lib/domain/account-rules";
import { passwordStrengthHint } from "@/lib/domain/password-strength";

type Errors = { password?: string; confirmPassword?: string };

function formErrors(password: string, confirmPassword: string): Errors {
  const errors: Errors = {};
  const problem = passwordProblem(password);
  if (problem) errors.password = problem;
  if (password !== confirmPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="reset-link-problem" className="mt-4 grid gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{message}</p>
      <p>
        <Link href="/forgot-password" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const router = useRouter();
  const { setUser } = useUser();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(token ? null : "This reset link is incomplete. Please open the whole link from the email, or ask for a new one.");
  const { pending, run } = useAction();

  function change(next: { password?: string; confirmPassword?: string }) {
    const p = next.password ?? password;
    const c = next.confirmPassword ?? confirmPassword;
    setPassword(p);
    setConfirmPassword(c);
    if (submitted) setErrors(formErrors(p, c));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    setSubmitted(true);
    const found = formErrors(password, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(
      async () => {
        const res = await apiRequest("POST", "/api/password-reset", { token, password });
        const { redirect } = (await res.json()) as { redirect: string };
        // Every session of the account has ended, this browser's included.
        setUser(null);
        toast({ title: "Password changed", description: "Please sign in with your new password." });
        router.replace(redirect);
      },
      {
        leavesPage: true,
        onError: (err) => {
          const message = serverMessage(err, "We could not change your password. Please try again.");
          if (err instanceof ApiError && err.status === 400 && err.body?.errors === undefined) setLinkError(message);
          else setErrors({ password: message });
        },
      },
    );
  }

  const hint = passwordStrengthHint(password);

  return (
    <Card>
      <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
      <p className="mt-1 text-sm text-slate-600">After this, every device signed in to your account is signed out, and you sign in with the new password.</p>
      {linkError ? (
        <LinkProblem message={linkError} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            placeholder="Choose a password"
            value={password}
            onChange={(e) => change({ password: e.target.value })}
            error={errors.password}
            hint={hint ? <span aria-live="polite">{hint}</span> : undefined}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Confirm your password"
            value={confirmPassword}
            onChange={(e) => change({ confirmPassword: e.target.value })}
            error={errors.confirmPassword}
          />
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending && <Spinner label="Saving your new password" />}
            Save new password
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link href="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </Card>
  );
}
