// This week's check-in on /check-in: the five questions (lib/domain/weekly-check-in), one radio group
// each with nothing preselected, while it is open; after it, this week's total, the change from the
// person's own previous check-in and when the next opens. After sending, the page is read again (so the
// trend includes it) and this same block shows the answer, keeping focus. A 409 says when it opens.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { RadioCards } from "@/components/onboarding/choice-inputs";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { CHECK_IN_QUESTIONS, changeText, TOTAL_MAX } from "@/lib/domain/weekly-check-in";
import type { WeeklyCheckInCreated } from "@/lib/domain/weekly-check-in-schemas";
import { LocalDate } from "@/components/erp/local-date";

type Value = "0" | "1" | "2" | "3" | "4";

export function ThisWeekCheckIn({
  userId,
  due,
  latest,
  previousOfLatest,
}: {
  userId: string;
  due: boolean;
  /** The newest check-in: this week's when not due, the previous week's when due. */
  latest: { total: number; nextDueAt: string } | null;
  /** The total before `latest`, for the change shown with it. */
  previousOfLatest: number | null;
}) {
  const id = useId();
  const router = useRouter();
  const [answers, setAnswers] = useState<(Value | null)[]>(CHECK_IN_QUESTIONS.map(() => null));
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<{ total: number; previous: number | null; nextDueAt: string } | null>(null);
  const { pending, run } = useAction();
  const resultRef = useRef<HTMLDivElement>(null);
  // Focus moves to the answer once it is on screen, and stays there while the page is read again.
  useEffect(() => {
    if (sent) resultRef.current?.focus();
  }, [sent]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const first = answers.findIndex((a) => a === null);
    if (first >= 0) {
      setMissing(true);
      document.querySelector<HTMLInputElement>(`input[name="${id}-q${first}"]`)?.focus();
      return;
    }
    void run(
      async () => {
        const res = await apiRequest("POST", `/api/users/${userId}/check-ins`, { answers: answers.map(Number) });
        const made = (await res.json()) as WeeklyCheckInCreated;
        setSent({ total: made.total, previous: latest?.total ?? null, nextDueAt: made.nextDueAt });
        toast({ title: "Check-in saved", description: "Thank you for taking a moment for it." });
        router.refresh();
      },
      {
        onError: (err) => {
          // Answered meanwhile (another tab): the page shows this week's answer instead of the form.
          if (err instanceof ApiError && err.status === 409) return router.refresh();
          failureToast("Your check-in was not saved", serverMessage(err, "Your answers are still here. Please try again in a moment."));
        },
      },
    );
  }

  const shown = sent ?? (!due && latest ? { total: latest.total, previous: previousOfLatest, nextDueAt: latest.nextDueAt } : null);
  if (shown) {
    const change = changeText(shown.total, shown.previous);
    return (
      <div ref={resultRef} tabIndex={-1} className="grid gap-2 rounded-xl bg-brand-50 p-4 text-brand-950 ring-1 ring-brand-200 focus:outline-none" data-testid="check-in-result">
        <p className="text-lg font-semibold">
          This week&apos;s total: {shown.total} of {TOTAL_MAX}
        </p>
        {change && <p>{change}</p>}
        <p className="text-sm" data-testid="check-in-closed">
          The next one opens on <LocalDate iso={shown.nextDueAt} format="datetime" />. It opens once a week on purpose, so that it stays a look back
          over a week.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={pending}>
      {CHECK_IN_QUESTIONS.map((q, i) => (
        <div key={q.dimension} className="grid gap-1">
          <RadioCards<Value>
            name={`${id}-q${i}`}
            legend={`${i + 1}. ${q.question}`}
            options={q.answers.map((label, v) => ({ value: String(v) as Value, label }))}
            value={answers[i] ?? null}
            onChange={(v) => setAnswers((all) => all.map((a, j) => (j === i ? v : a)))}
          />
          {missing && answers[i] === null && <p className="text-sm font-medium text-red-700">Please choose the answer closest to your week.</p>}
        </div>
      ))}
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Save my check-in
        </Button>
      </div>
    </form>
  );
}
