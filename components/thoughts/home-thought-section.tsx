// Dashboard thought section: the thought box and, below it, the latest AI response (docs/spec.md §2 /home).
"use client";
import { useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getJson } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { ThoughtLog } from "@/lib/domain/thoughts";
import { AiResponseView } from "./ai-response";
import { ThoughtBox } from "./thought-box";

type Latest = { state: "loading" } | { state: "ready"; log: ThoughtLog | null; fresh: boolean } | { state: "failed" };

export function HomeThoughtSection({ userId }: { userId: string }) {
  const [latest, setLatest] = useState<Latest>({ state: "loading" });

  useEffect(() => {
    let active = true;
    // The endpoint answers null when nothing is logged yet (decision 012).
    getJson<ThoughtLog | null>(`/api/thought-logs/${userId}/latest`, "returnNull")
      .then((log) => active && setLatest((s) => (s.state === "loading" ? { state: "ready", log, fresh: false } : s)))
      .catch(() => active && setLatest((s) => (s.state === "loading" ? { state: "failed" } : s)));
    return () => {
      active = false;
    };
  }, [userId]);

  function onLogged(log: ThoughtLog) {
    setLatest({ state: "ready", log, fresh: true });
    if (!log.aiResponse.crisis) toast({ title: "Thought analyzed", description: "Check the response below for AI analysis." });
  }

  return (
    <section aria-label="Thought log" className="grid gap-4">
      <Card>
        <ThoughtBox userId={userId} onLogged={onLogged} />
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">
          Latest AI response
        </h2>
        <div aria-live="polite" className="mt-3">
          {latest.state === "loading" && <Spinner label="Loading your latest reflection" className="h-5 w-5 text-brand-700" />}
          {latest.state === "failed" && (
            <p className="text-sm text-slate-600">Your latest reflection could not be loaded just now. It is safe in your journal.</p>
          )}
          {latest.state === "ready" && !latest.log && (
            <p className="text-sm text-slate-600">When you log a thought, a gentle reflection on it will appear here.</p>
          )}
          {latest.state === "ready" && latest.log && (
            <div className="grid gap-3">
              <p className="text-sm text-slate-600">
                <span className="font-medium text-slate-800">Your thought: </span>
                <span className="whitespace-pre-line break-words">{latest.log.thought}</span>
              </p>
              <AiResponseView response={latest.log.aiResponse} urgent={latest.fresh} />
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}
