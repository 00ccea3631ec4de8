// Registration form (docs/spec.md §2, §4, §5): validated on submit, then re-validated on every change.
"use client";
import { Link } from "@/components/ui/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { registerFormErrors, type RegisterFormErrors, type RegisterFormValues } from "@/lib/domain/account-rules";
import { passwordStrengthHint } from "@/lib/domain/password-strength";

export function RegisterForm() {
  const [values, setValues] = useState<RegisterFormValues>({ username: "", email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<RegisterFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { pending, run } = useAction();

  function change(field: keyof RegisterFormValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(registerFormErrors(next));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = registerFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(
      async () => {
        const { username, email, password } = values;
        const res = await apiRequest("POST", "/api/register", { username, email, password });
        const data = (await res.json()) as { redirect: string };
        window.location.assign(data.redirect);
      },
      { leavesPage: true, onError: (error) => failureToast("Registration failed", serverMessage(error, "Registration failed")) },
    );
  }

  const hint = passwordStrengthHint(values.password);

  return (
    <Card>
      <h1 className="text-2xl font-bold text-slate-900">Create an account</h1>
      <p className="mt-1 text-sm text-slate-600">Your space to practise, reflect and grow, at your own pace.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          placeholder="Choose a username"
          value={values.username}
          onChange={(e) => change("username", e.target.value)}
          error={errors.username}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={values.email}
          onChange={(e) => change("email", e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          placeholder="Choose a password"
          value={values.password}
          onChange={(e) => change("password", e.target.value)}
          error={errors.password}
          hint={hint ? <span aria-live="polite">{hint}</span> : undefined}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Confirm your password"
          value={values.confirmPassword}
          onChange={(e) => change("confirmPassword", e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Spinner label="Creating your account" />}
          Create account
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link href="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </Card>
  );
}
