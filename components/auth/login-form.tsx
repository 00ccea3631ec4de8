// Sign-in form (docs/spec.md §2 /auth, §4 Login, §8): on success a fresh user fetch, then the server's redirect.
// On a preview the page also hands it the demo accounts, listed under the form.
"use client";
import { Link } from "@/components/ui/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";
import { useUser } from "@/components/auth/user-provider";
import { DemoAccounts } from "@/components/auth/demo-accounts";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import type { DemoAccount } from "@/lib/domain/demo-account";
import type { PublicUser } from "@/lib/domain/user";

/** Signed in, but the fresh user fetch that confirms the session failed (docs/spec.md §4, §8). */
class SessionCheckFailed extends Error {}

export function LoginForm({ demoAccounts }: { demoAccounts?: DemoAccount[] | null }) {
  const { setUser, refresh } = useUser();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const { pending, run } = useAction();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const missing = {
      login: login.trim() ? undefined : "Username or Email is required",
      password: password ? undefined : "Password is required",
    };
    setErrors(missing);
    if (missing.login || missing.password) return;
    signIn(login, password);
  }

  function signInAsDemo(account: DemoAccount) {
    setLogin(account.username);
    setPassword(account.password);
    setErrors({});
    signIn(account.username, account.password);
  }

  function signIn(login: string, password: string) {
    void run(
      async () => {
        const res = await apiRequest("POST", "/api/login", { login, password });
        const data = (await res.json()) as { user: PublicUser; redirect: string };
        setUser(data.user);
        const fresh = await refresh().catch(() => null);
        if (!fresh) throw new SessionCheckFailed();
        window.location.assign(data.redirect);
      },
      {
        leavesPage: true,
        onError: (error) => {
          if (error instanceof SessionCheckFailed) return failureToast("Login Error", "Please try logging in again");
          setUser(null);
          failureToast("Login failed", serverMessage(error, "Invalid login credentials"));
        },
      },
    );
  }

  return (
    <>
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">Sign into your account</h1>
        <p className="mt-1 text-sm text-slate-600">Welcome back. Take your time.</p>
        <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
          <TextField
            label="Username or Email"
            name="login"
            autoComplete="username"
            required
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            error={errors.login}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <p className="-mt-1 text-right text-sm">
            <Link href="/forgot-password" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline">
              Forgot your password?
            </Link>
          </p>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending && <Spinner />}
            Sign in
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          <Link href="/register" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            First time here? Create an account
          </Link>
        </p>
      </Card>
      {demoAccounts && <DemoAccounts accounts={demoAccounts} onUse={signInAsDemo} disabled={pending} />}
    </>
  );
}
