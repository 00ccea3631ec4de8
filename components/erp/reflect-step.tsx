// Step 4 'Reflect': how the person feels now (better, same, worse; the spec's mood, required), then the
// questions of decision 034, all optional: the anxiety now, whether what they feared happened (asked of
// every session that began with an expectancy: a feared outcome or its likelihood), what they learned,
// and whether they did the compulsion. A yes is recorded honestly and answered kindly: it takes
// nothing away (decision 036). Saving completes the session.
"use client";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { anxietyLabel } from "@/lib/domain/anxiety-scale";
import { MOODS, type Mood } from "@/lib/domain/enums";
import { LEARNED_MAX, MOOD_LABELS, OUTCOME_HAPPENED_LABELS, OUTCOMES_HAPPENED, type OutcomeHappened } from "@/lib/domain/erp";

const HINTS: Record<Mood, string> = {
  better: "The anxiety eased a little, or a lot.",
  same: "Not much changed, and that is useful to know.",
  worse: "It felt harder. Facing it still counts.",
};

/** What the person expected before the exposure (either may be missing). */
export interface Expectancy {
  feared: string | null;
  likelihood: number | null;
}

export interface Reflection {
  mood: Mood;
  anxietyAfter?: number;
  outcomeHappened?: OutcomeHappened;
  learned?: string;
  didCompulsion?: boolean;
}

const CHOICE =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 border-slate-200 bg-white px-3 font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700";

/** A row of radio buttons drawn as tiles. */
function Choices<T extends string | number | boolean>({
  legend,
  name,
  options,
  value,
  onChange,
  columns,
  children,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; srLabel?: string }[];
  value: T | undefined;
  onChange: (v: T) => void;
  columns: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
      <div className={`grid gap-2 ${columns}`}>
        {options.map((o) => (
          <label key={String(o.value)} className="relative">
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} className="peer sr-only" aria-label={o.srLabel} />
            <span className={CHOICE}>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ReflectStep({ pending, onSave, expectancy }: { pending: boolean; onSave: (r: Reflection) => void; expectancy?: Expectancy | null }) {
  const id = useId();
  const [mood, setMood] = useState<Mood | null>(null);
  const [error, setError] = useState(false);
  const [after, setAfter] = useState<number>();
  const [happened, setHappened] = useState<OutcomeHappened>();
  const [learned, setLearned] = useState("");
  const [did, setDid] = useState<boolean>();

  // A session begun without any expectancy has nothing to check against: the question stays hidden
  // (decision 034). With one, it is always asked, and never required.
  const feared = expectancy?.feared ?? null;
  const likelihood = expectancy?.likelihood ?? null;
  const askOutcome = feared !== null || likelihood !== null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!mood) return setError(true);
    onSave({
      mood,
      ...(after !== undefined ? { anxietyAfter: after } : {}),
      ...(happened ? { outcomeHappened: happened } : {}),
      ...(learned.trim() ? { learned: learned.trim() } : {}),
      ...(did !== undefined ? { didCompulsion: did } : {}),
    });
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

      <p className="-mb-2 text-sm text-slate-600">The questions below are optional.</p>

      <Choices
        legend="How anxious are you now?"
        name={`${id}-after`}
        options={Array.from({ length: 11 }, (_, n) => ({ value: n, label: String(n), srLabel: `${n}, ${n === 0 ? "None" : anxietyLabel(n)}` }))}
        value={after}
        onChange={setAfter}
        columns="grid-cols-6 sm:grid-cols-11"
      >
        <p aria-hidden="true" className="order-last flex justify-between text-xs text-slate-600">
          <span>0 · None</span>
          {after !== undefined && <span className="font-semibold text-slate-900">{after}/10 · {after === 0 ? "None" : anxietyLabel(after)}</span>}
          <span>10 · Overwhelming</span>
        </p>
      </Choices>

      {askOutcome && (
        <Choices
          legend="Did what you feared happen?"
          name={`${id}-happened`}
          options={OUTCOMES_HAPPENED.map((o) => ({ value: o, label: OUTCOME_HAPPENED_LABELS[o] }))}
          value={happened}
          onChange={setHappened}
          columns="grid-cols-3"
        >
          {feared && (
            <p className="break-words text-sm text-slate-700">
              <span className="font-medium text-slate-900">You feared:</span> {feared}
            </p>
          )}
          {likelihood !== null && (
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">How likely it felt before:</span> {likelihood}%
            </p>
          )}
        </Choices>
      )}

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-learned`} className="text-base font-semibold text-slate-900">
          What did you learn?
        </label>
        <textarea
          dir="auto"
          id={`${id}-learned`}
          value={learned}
          onChange={(e) => setLearned(e.target.value)}
          maxLength={LEARNED_MAX}
          rows={2}
          placeholder="For example: the anxiety was there, and I could still stay"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
      </div>

      <Choices
        legend="Did you do the compulsion?"
        name={`${id}-did`}
        options={[
          { value: false, label: "No" },
          { value: true, label: "Yes" },
        ]}
        value={did}
        onChange={setDid}
        columns="grid-cols-2 sm:max-w-xs"
      />
      {did === true && (
        <p className="-mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="did-compulsion-answer">
          Thank you for being honest. It is recorded as it happened and takes nothing away: the exposure still counts in full, and noticing the
          urge is part of the practice.
        </p>
      )}

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
