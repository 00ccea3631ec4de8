// The country whose crisis lines the app shows (in crisis answers, the check-in and Help & Support).
// Until chosen it follows the browser's language; saved at once, confirmed in a live region.
"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { CRISIS_COUNTRIES, OTHER_COUNTRY } from "@/lib/domain/crisis-lines";

export function CountrySelect({ userId, saved, shown }: { userId: string; saved: string | null; shown: string }) {
  const router = useRouter();
  const [value, setValue] = useState(saved ?? shown);
  const [status, setStatus] = useState(saved ? "" : "Chosen from your browser's language until you pick one.");
  const { pending, run } = useAction();
  const id = useId();

  function change(country: string) {
    const before = value;
    setValue(country);
    void run(
      async () => {
        await apiRequest("PATCH", `/api/users/${userId}/settings`, { country });
        setStatus("Saved. Crisis lines now show for this country.");
        // The crisis panels read the country from the page's layout.
        router.refresh();
      },
      {
        onError: (e) => {
          setValue(before);
          failureToast("Your country was not saved", serverMessage(e, "Please try again in a moment."));
        },
      },
    );
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium text-slate-900">
        Country for crisis lines
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        The helpline and emergency number shown when you might need support right away.
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint ${id}-status`}
        value={value}
        disabled={pending}
        onChange={(e) => change(e.target.value)}
        className="min-h-11 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3 text-slate-900"
      >
        {CRISIS_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
        <option value={OTHER_COUNTRY}>Other (worldwide directory)</option>
      </select>
      <p id={`${id}-status`} role="status" className="text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
