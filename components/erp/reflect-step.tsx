// Step 4 'Reflect': how the person feels now (better, same, worse); saving it completes the session.
"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { MOODS, type Mood } from "@/lib/domain/enums";
import { MOOD_LABELS } from "@/lib/domain/erp";

const HINTS: Record<Mood, string> = {
  better: "The anxiety eased a little, or a lot.",
  same: "Not much changed, and that is useful to know.",
  worse: "It felt harder. Facing it still counts.",
};

export function ReflectStep({ pending, onSave }: { pending: boolean; onSave: (mood: Mood) => void }) {
  const [mood, setMood] = useState<Mood | null>(null);
  const [error, setError] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!mood) return setError(true);
    onSave(mood);
  }

  return (
    <form onSubmit={submit} className="grid gap-6">
      <p className="text-slate-700">
        You stayed with it until the end. Whatever you feel now, the practice is what matters, and every answer here is a useful one.
      </p>
      <fieldset className="grid gap-3" aria-describedby={error ? "erp-mood-error" : undefined}>
        <legend className="mb-1 text-base font-semibold text-slate-900">Compared with before the exercise, how do you feel?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MOODS.map((m) => (
            <label key={m} className="relative">
              <input
                type="radio"
                name="mood"
                value={m}
                checked={mood === m}
                onChange={() => {
                  setError(false);
                  setMood(m);
                }}
                className="peer sr-only"
              />
              <span className="flex min-h-11 cursor-pointer flex-col gap-1 rounded-xl border-2 border-slate-200 bg-white p-4 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700">
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <span aria-hidden="true" className="flex h-5 w-5 items-center justify-center rounded-full border-2 border-slate-400 text-[10px] text-brand-700">
                    {mood === m ? "●" : ""}
                  </span>
                  {MOOD_LABELS[m]}
                </span>
                <span className="text-sm text-slate-600">{HINTS[m]}</span>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p id="erp-mood-error" role="alert" className="text-sm font-medium text-red-700">
            Please choose how you feel.
          </p>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? (
            <>
              <Spinner /> Saving…
            </>
          ) : (
            "Save and finish"
          )}
        </Button>
      </div>
    </form>
  );
}
