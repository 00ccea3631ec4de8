// The answer to one logged thought as the person sees it: the check-in question while it waits for an
// answer, then crisis resources (Yes) or the usual reflection (No); otherwise the reflection itself.
"use client";
import { useState } from "react";
import { CheckInPrompt } from "@/components/safety/check-in-prompt";
import { checkInNote } from "@/lib/domain/risk";
import type { AiResponse, ThoughtLog } from "@/lib/domain/thoughts";
import { AiResponseView, type PhoneSummary } from "./ai-response";

export function ThoughtAnswer({ log, urgent = false, compact = false, phone }: { log: ThoughtLog; urgent?: boolean; compact?: boolean; phone?: PhoneSummary }) {
  const [answer, setAnswer] = useState<{ aiResponse: AiResponse; answered: boolean }>({ aiResponse: log.aiResponse, answered: false });
  const waiting = log.checkIn && log.checkIn.answer === null && !answer.answered;
  if (waiting) {
    return (
      <CheckInPrompt<{ aiResponse: AiResponse }>
        check={log.checkIn!}
        note={checkInNote(log.aiResponse.coping_strategy)}
        onAnswered={(_value, result) => setAnswer({ aiResponse: result.aiResponse, answered: true })}
      />
    );
  }
  // Just answered here: announce crisis resources at once.
  return <AiResponseView response={answer.aiResponse} urgent={urgent || answer.answered} compact={compact} phone={phone} />;
}
