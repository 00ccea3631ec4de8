// The three tabs of the admin user detail (Radix Tabs: arrow keys, Home/End, focus handling built in).
"use client";
import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

const TABS = [
  { value: "sessions", label: "ERP Sessions" },
  { value: "thoughts", label: "Thought Logs" },
  { value: "profile", label: "Profile Data" },
] as const;

type TabValue = (typeof TABS)[number]["value"];

export function DetailTabs({ panels }: { panels: Record<TabValue, ReactNode> }) {
  return (
    <Tabs.Root defaultValue="sessions" className="grid gap-4">
      <Tabs.List aria-label="User data" className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="min-h-11 min-w-0 flex-1 rounded-lg px-2 py-2 text-sm sm:px-3 font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        // Kept mounted (hidden when inactive) so pages loaded with 'Load more' survive a switch of tab.
        <Tabs.Content key={t.value} value={t.value} forceMount className="rounded-2xl focus-visible:outline-2 data-[state=inactive]:hidden">
          {panels[t.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
