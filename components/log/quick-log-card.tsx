// The log's quick entry on /home: one button opens the form in place (its code loads then, so the
// dashboard's first load carries none of it), and a link leads to the week on /log.
"use client";
import { Link } from "@/components/ui/link";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

const LogForm = lazy(() => import("./log-form").then((m) => ({ default: m.LogForm })));

export function QuickLogCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="quick-log-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="quick-log-title" className="text-lg font-semibold text-slate-900">
            Compulsion and urge log
          </h2>
          <p className="text-slate-700">Had an urge just now? Note it in a few taps, whatever you did with it: nothing you log takes anything away from your progress.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant={open ? "secondary" : "primary"} aria-expanded={open} aria-controls="quick-log-form" onClick={() => setOpen((o) => !o)}>
            {open ? "Close" : "Log an urge"}
          </Button>
          <Link href="/log" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-2">
            See your week
          </Link>
        </div>
      </div>
      <div id="quick-log-form" hidden={!open}>
        {open && (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner /> Opening the log…
              </p>
            }
          >
            <LogForm userId={userId} compact />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
