// The tabs of the admin user detail (the spec's three, ERP Sessions first and selected, and Treatment,
// decision 048), as the WAI-ARIA tabs pattern: arrow keys move between tabs
// (and select them), Home/End go to the first and last, only the selected tab is in the Tab order, and
// Tab from it goes into its panel. A panel is first rendered when its tab is first selected (the page
// arrives with the sessions only, instead of rendering and hydrating 20 thoughts and the treatment
// nobody has asked to see yet), then stays mounted, hidden when not selected, so pages loaded with
// 'Load more' survive a switch of tab. Our own small component rather than Radix Tabs, which
// shipped about 12 kB gzip to this page (decision 059).
"use client";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

const TABS = [
  { value: "sessions", label: "ERP Sessions" },
  { value: "thoughts", label: "Thought Logs" },
  { value: "profile", label: "Profile Data" },
  { value: "treatment", label: "Treatment" },
] as const;

type TabValue = (typeof TABS)[number]["value"];

export function DetailTabs({ panels }: { panels: Record<TabValue, ReactNode> }) {
  const [selected, setSelected] = useState<TabValue>("sessions");
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(() => new Set(["sessions"]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(value: TabValue) {
    setSelected(value);
    setOpened((seen) => (seen.has(value) ? seen : new Set([...seen, value])));
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(TABS[next]!.value);
    tabs.current[next]?.focus();
  }

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="User data" aria-orientation="horizontal" className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map((t, i) => (
          <button
            key={t.value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.value}`}
            aria-controls={`panel-${t.value}`}
            aria-selected={selected === t.value}
            tabIndex={selected === t.value ? 0 : -1}
            data-state={selected === t.value ? "active" : "inactive"}
            onClick={() => select(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className="min-h-11 min-w-0 flex-1 rounded-lg px-2 py-2 text-sm sm:px-3 font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.value}
          role="tabpanel"
          id={`panel-${t.value}`}
          aria-labelledby={`tab-${t.value}`}
          hidden={selected !== t.value}
          tabIndex={0}
          data-state={selected === t.value ? "active" : "inactive"}
          className="rounded-2xl focus-visible:outline-2"
        >
          {opened.has(t.value) && panels[t.value]}
        </div>
      ))}
    </div>
  );
}
