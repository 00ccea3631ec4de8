// The check-in (decision 013): one question, asked kindly and directly, with one quiet line to the
// local crisis line so help is one tap away even if the person never answers. Yes shows crisis
// resources, No the usual answer; both are recorded by POST /api/safety-checks/{id}.
"use client";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { crisisContacts } from "@/lib/domain/crisis-lines";
import type { SafetyCheck } from "@/lib/domain/thoughts";
import { useCrisisCountry } from "./crisis-country";

/**
 * `note`: what must be said before the question (the emergency number for a body that may need care now,
 * the prescriber for a question about a medicine), from the thought's answer (checkInNote).
 */
export function CheckInPrompt<T>({ check, onAnswered, note = null }: { check: SafetyCheck; onAnswered: (answer: "yes" | "no", result: T) => void; note?: string | null }) {
  const country = useCrisisCountry();
  const [line] = crisisContacts(country);
  const { pending, run } = useAction();
  const titleId = useId();

  const answer = (value: "yes" | "no") =>
    run(
      async () => {
        const res = await apiRequest("POST", `/api/safety-checks/${check.id}`, { answer: value });
        onAnswered(value, (await res.json()) as T);
      },
      { onError: (e) => failureToast("Your answer was not saved", serverMessage(e, "Please try again.")) },
    );

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5" data-testid="check-in">
      {note && <p className="mb-3 font-semibold text-rose-800">{note}</p>}
      <p className="text-sm text-slate-700">Thank you for writing this down. Before anything else, I want to ask you directly:</p>
      <h3 id={titleId} className="mt-2 text-lg font-semibold text-slate-900">
        {check.question}
      </h3>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" onClick={() => answer("yes")} disabled={pending}>
          Yes
        </Button>
        <Button type="button" variant="secondary" onClick={() => answer("no")} disabled={pending}>
          No
        </Button>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        If you need to talk to someone now:{" "}
        <a href={line!.href} className="inline-flex min-h-11 items-center font-semibold text-rose-800 underline underline-offset-2">
          {line!.name}, {line!.contact}
        </a>
      </p>
    </section>
  );
}
