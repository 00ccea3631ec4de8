// Inline role selector of the admin list: PATCH {role, isActive: true}, then refetch and a notice (docs/spec.md §7, §8).
"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ApiError, apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import type { Role } from "@/lib/domain/enums";

/** docs/spec.md §8 shape "<status>: <text>", with the server's sentence instead of its raw JSON. */
function errorText(e: unknown): string {
  const message = serverMessage(e, "");
  if (e instanceof ApiError && message) return `${e.status}: ${message}`;
  return e instanceof Error ? e.message : "Something went wrong. Please try again.";
}

// The parent keys this component by the saved role, so a refetch resets the local choice.
export function RoleSelect({ userId, username, role }: { userId: string; username: string; role: Role }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState<Role>(role);
  const { pending: saving, run } = useAction();

  function change(next: Role) {
    setValue(next);
    void run(
      async () => {
        await apiRequest("PATCH", `/api/admin/users/${userId}`, { role: next, isActive: true });
        toast({ title: "Success", description: "User updated successfully" });
        router.refresh();
      },
      {
        onError: (e) => {
          setValue(role);
          failureToast("Error", errorText(e));
        },
      },
    );
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        Role for {username}
      </label>
      <select
        id={id}
        value={value}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(e) => change(e.target.value as Role)}
        className="min-h-11 w-full min-w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </select>
    </>
  );
}
