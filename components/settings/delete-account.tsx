// Deleting one's own account: a deliberate two-step action confirmed with the password, then /auth.
"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PasswordField } from "@/components/ui/password-field";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { useAction } from "@/lib/client/use-action";

export function DeleteAccount({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { pending: deleting, run } = useAction();
  const openButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  // After "Keep my account", focus returns to the button that opened the form.
  useEffect(() => {
    if (!open && cancelled.current) openButton.current?.focus();
  }, [open]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError("Please enter your password");
    setError(undefined);
    void run(
      async () => {
        await apiRequest("DELETE", `/api/users/${userId}`, { password });
        window.location.assign("/auth");
      },
      { leavesPage: true, onError: (err) => setError(serverMessage(err, "We could not delete your account. Please try again.")) },
    );
  }

  function cancel() {
    setOpen(false);
    setPassword("");
    setError(undefined);
    cancelled.current = true;
  }

  if (!open) {
    return (
      // Quiet until chosen: only the final, password-confirmed button is solid red.
      <button
        ref={openButton}
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        Delete my account…
      </button>
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 rounded-xl border border-red-200 bg-red-50 p-4" noValidate>
      <p className="text-slate-900">
        This permanently removes your profile, thought journal, ERP sessions and settings. It cannot be undone. You may
        want to download your data first.
      </p>
      <PasswordField
        label="Enter your password to confirm"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" disabled={deleting}>
          {deleting && <Spinner />}
          {deleting ? "Deleting…" : "Permanently delete my account"}
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={deleting}>
          Keep my account
        </Button>
      </div>
    </form>
  );
}
