// A group of account switches (the three of docs/spec.md §2, or the ERP timer's signals); each change is
// saved at once and confirmed in a live region.
"use client";
import { useState } from "react";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { SETTING_LABELS, TIMER_SETTING_LABELS } from "@/lib/domain/setting-labels";
import type { UserSettings } from "@/lib/domain/settings";

const LABELS = { ...SETTING_LABELS, ...TIMER_SETTING_LABELS };
type SwitchKey = keyof typeof LABELS;
const GROUPS = { account: Object.keys(SETTING_LABELS) as SwitchKey[], timer: Object.keys(TIMER_SETTING_LABELS) as SwitchKey[] };

export function SettingsSwitches({ userId, initial, group = "account" }: { userId: string; initial: UserSettings; group?: keyof typeof GROUPS }) {
  const KEYS = GROUPS[group];
  const [settings, setSettings] = useState(initial);
  // One switch saves at a time: a failure then reverts exactly the change that failed.
  const { pending, run } = useAction();
  const [status, setStatus] = useState("");

  function change(key: SwitchKey) {
    if (pending) return;
    const before = settings;
    const value = !before[key];
    setSettings({ ...before, [key]: value });
    setStatus("");
    void run(
      async () => {
        const res = await apiRequest("PATCH", `/api/users/${userId}/settings`, { [key]: value });
        setSettings((await res.json()) as UserSettings);
        setStatus(`${LABELS[key].label} ${value ? "turned on" : "turned off"}. Saved.`);
      },
      {
        onError: (error) => {
          setSettings(before);
          failureToast("Your settings were not saved", serverMessage(error, "Please try again in a moment."));
        },
      },
    );
  }

  return (
    <div className="grid gap-1">
      <ul className="divide-y divide-slate-200">
        {KEYS.map((key) => {
          const on = settings[key];
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-4">
              <div className="grid gap-0.5">
                <span id={`setting-${key}`} className="font-medium text-slate-900">
                  {LABELS[key].label}
                </span>
                <span id={`setting-${key}-hint`} className="text-sm text-slate-600">
                  {LABELS[key].hint}
                </span>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`setting-${key}`}
                aria-describedby={`setting-${key}-hint`}
                disabled={pending}
                onClick={() => change(key)}
                className="flex min-h-11 shrink-0 items-center gap-2 rounded-full px-1 text-sm font-medium text-slate-800 disabled:cursor-wait"
              >
                <span aria-hidden="true" className="w-7 text-right">
                  {on ? "On" : "Off"}
                </span>
                <span
                  aria-hidden="true"
                  className={`relative inline-flex h-7 w-12 items-center rounded-full border-2 transition-colors ${
                    on ? "border-brand-700 bg-brand-700" : "border-slate-500 bg-slate-200"
                  }`}
                >
                  <span
                    className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-[22px]" : "translate-x-0.5"}`}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
