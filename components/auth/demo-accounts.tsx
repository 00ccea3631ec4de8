// A preview's demo accounts under the sign-in form (never in production: the page passes them only on
// a preview): who each one plays, its role and password, and a button that signs in with it.
"use client";
import { Button } from "@/components/ui/button";
import type { DemoAccount } from "@/lib/domain/demo-account";

export function DemoAccounts({ accounts, onUse, disabled }: { accounts: DemoAccount[]; onUse: (a: DemoAccount) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="demo-accounts-title" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
      <h2 id="demo-accounts-title" className="font-semibold text-amber-950">
        Demo accounts
      </h2>
      <p className="mt-1 text-sm text-amber-950">This preview holds demo data only. Sign in as one of these people:</p>
      <ul className="mt-4 grid gap-3">
        {accounts.map((a) => (
          <li key={a.username} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-white p-3">
            <div className="grid gap-0.5 text-sm">
              <p className="text-base font-medium text-slate-900">{a.username}</p>
              <p className="text-slate-700">
                {a.label} · Role: {a.role === "admin" ? "Admin" : "User"}
              </p>
              <p className="text-slate-700">
                Password: <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-900">{a.password}</code>
              </p>
            </div>
            <Button variant="secondary" disabled={disabled} onClick={() => onUse(a)}>
              Sign in as {a.username}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
