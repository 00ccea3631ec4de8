// Dashboard thought section: the thought box and, below it, the latest AI response (docs/spec.md §2
// /home). The page renders the latest answer on the server; a new thought replaces it here. On phones
// the answer starts compact (first sentences, then 'Read more'), so the cards below stay within reach.
"use client";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/client/use-toast";
import type { ThoughtLog } from "@/lib/domain/thoughts";
import { ThoughtAnswer } from "./thought-answer";
import { ThoughtBox } from "./thought-box";

export function HomeThoughtSection({ userId, latest }: { userId: string; latest: ThoughtLog | null }) {
  // `fresh`: just logged here, so a crisis answer is announced (decision 011); a stored one is not.
  const [shown, setShown] = useState({ log: latest, fresh: false });
  const [expanded, setExpanded] = useState(false);

  function onLogged(log: ThoughtLog) {
    setShown({ log, fresh: true });
    setExpanded(false);
    // A crisis answer or the check-in question is support, not an analysis.
    if (!log.aiResponse.crisis && !log.aiResponse.check_in) toast({ title: "Thought analyzed", description: "Check the response below for AI analysis." });
  }

  return (
    <section aria-label="Thought log" className="grid gap-4">
      <Card>
        <ThoughtBox userId={userId} onLogged={onLogged} />
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Latest AI response</h2>
        <div aria-live="polite" className="mt-3">
          {shown.log ? (
            <div className="grid gap-3">
              <p className={`text-sm text-slate-600 ${expanded ? "" : "max-md:line-clamp-3"}`}>
                <span className="font-medium text-slate-800">Your thought: </span>
                <span dir="auto" className="whitespace-pre-line break-words">{shown.log.thought}</span>
              </p>
              <ThoughtAnswer key={shown.log.id} log={shown.log} urgent={shown.fresh} phone={{ expanded, onToggle: () => setExpanded((e) => !e) }} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">When you log a thought, a gentle reflection on it will appear here.</p>
          )}
        </div>
      </Card>
    </section>
  );
}
