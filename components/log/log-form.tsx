// The quick entry of the compulsion and urge log: the kind, the urge (0-10), what happened (resisted,
// put off for some minutes, or done), when (now, or earlier), and an optional note. The note goes
// through the risk assessment on the server: a crisis shows crisis resources here, an ambiguity asks
// the one check-in question (decision 013). A compulsion done is saved like any other entry.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CrisisPanel } from "@/components/thoughts/crisis-panel";
import { CheckInPrompt } from "@/components/safety/check-in-prompt";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import {
  COMPULSION_KINDS,
  COMPULSION_KIND_LABELS,
  COMPULSION_OUTCOMES,
  COMPULSION_OUTCOME_LABELS,
  DEFAULT_URGE,
  DELAY_MAX_MINUTES,
  NOTE_MAX_LENGTH,
  type CompulsionKind,
  type CompulsionOutcome,
} from "@/lib/domain/compulsion-log";
import type { CompulsionEntryCreated } from "@/lib/domain/compulsion-schemas";
import type { SafetyCheck } from "@/lib/domain/thoughts";
import { UrgeSlider } from "./urge-slider";

const CHIP =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-900 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";
const FIELD =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

/** What was said after a save: only the support the note called for, or a plain thank-you. */
type Saved = { kind: "plain"; outcome: CompulsionOutcome } | { kind: "crisis"; beingHarmed?: boolean; firstStep?: string } | { kind: "check_in"; check: SafetyCheck; outcome: CompulsionOutcome };

/** "2026-11-25T14:05" in the device's own time, for a datetime-local input. */
function localInputValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `refreshOnSave`: the page shows the week's entries, so it is read again after a save. */
/** `compact` (on /home, inside a card that already says what this is): the title is for screen readers only. */
export function LogForm({ userId, refreshOnSave = false, compact = false }: { userId: string; refreshOnSave?: boolean; compact?: boolean }) {
  const id = useId();
  const router = useRouter();
  const [kind, setKind] = useState<CompulsionKind | null>(null);
  const [urge, setUrge] = useState(DEFAULT_URGE);
  const [outcome, setOutcome] = useState<CompulsionOutcome | null>(null);
  const [minutes, setMinutes] = useState("");
  const [earlier, setEarlier] = useState(false);
  const [when, setWhen] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<Saved | null>(null);
  const { pending, run } = useAction();
  const answer = useRef<HTMLDivElement>(null);
  // Support or the question may be below the fold on a phone: bring it into view once shown.
  useEffect(() => {
    if (saved && saved.kind !== "plain") answer.current?.scrollIntoView({ block: "center" });
  }, [saved]);
  const Heading = compact ? "h3" : "h2";
  // A field's error goes as soon as the person answers it.
  const clear = (field: string) => setErrors((e) => (e[field] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));

  function validate(): Record<string, string> {
    const e: Record<string, string> = {};
    if (!kind) e.kind = "Please choose what the urge was about.";
    if (!outcome) e.outcome = "Please choose what happened.";
    if (outcome === "delayed") {
      const n = Number(minutes);
      if (!/^\d+$/.test(minutes.trim()) || n < 1 || n > DELAY_MAX_MINUTES) e.minutes = `Please give the minutes as a whole number from 1 to ${DELAY_MAX_MINUTES}.`;
    }
    if (earlier) {
      const t = new Date(when);
      if (!when || Number.isNaN(t.getTime())) e.when = "Please give the date and time it happened.";
      else if (t.getTime() > Date.now() + 60_000) e.when = "Please choose a time up to now.";
    }
    return e;
  }

  function reset() {
    setKind(null);
    setUrge(DEFAULT_URGE);
    setOutcome(null);
    setMinutes("");
    setEarlier(false);
    setWhen("");
    setNote("");
    setErrors({});
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    void run(
      async () => {
        const res = await apiRequest("POST", `/api/users/${userId}/compulsions`, {
          kind,
          urge,
          outcome,
          delayMinutes: outcome === "delayed" ? Number(minutes) : null,
          note: note.trim() || null,
          occurredAt: earlier ? new Date(when).toISOString() : null,
        });
        const entry = (await res.json()) as CompulsionEntryCreated;
        reset();
        if (entry.crisis) setSaved({ kind: "crisis", beingHarmed: entry.beingHarmed, firstStep: entry.firstStep });
        else if (entry.checkIn && entry.checkIn.answer === null) setSaved({ kind: "check_in", check: entry.checkIn, outcome: entry.outcome });
        else setSaved({ kind: "plain", outcome: entry.outcome });
        toast({ title: "Saved to your log", description: entry.crisis ? "Support options are shown below." : entry.checkIn ? "There is a question for you below." : undefined });
        if (refreshOnSave) router.refresh();
      },
      // Everything stays filled in, so nothing is lost.
      { onError: (err) => failureToast("Your entry was not saved", serverMessage(err, "Everything is still filled in. Please try again in a moment.")) },
    );
  }

  const describe = (field: string, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const errorText = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="grid gap-5">
      <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${id}-title`} aria-busy={pending}>
        <div className={compact ? "sr-only" : undefined}>
          <Heading id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            Log a compulsion or urge
          </Heading>
          <p className="mt-1 text-sm text-slate-600">A few taps. Whatever happened is worth writing down: nothing you log takes anything away from your progress.</p>
        </div>

        <fieldset className="grid gap-2" aria-describedby={describe("kind")}>
          <legend className="mb-2 text-base font-semibold text-slate-900">What was the urge about?</legend>
          <div className="flex flex-wrap gap-2">
            {COMPULSION_KINDS.map((k, i) => (
              <label key={k} className={CHIP}>
                <input id={i === 0 ? `${id}-kind` : undefined} type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => {
                    setKind(k);
                    clear("kind");
                  }} className="h-4 w-4 accent-brand-700" />
                {COMPULSION_KIND_LABELS[k]}
              </label>
            ))}
          </div>
          {errorText("kind")}
        </fieldset>

        <UrgeSlider label="How strong was the urge?" value={urge} onChange={setUrge} />

        <fieldset className="grid gap-2" aria-describedby={describe("outcome")}>
          <legend className="mb-2 text-base font-semibold text-slate-900">What happened?</legend>
          <div className="flex flex-wrap gap-2">
            {COMPULSION_OUTCOMES.map((o, i) => (
              <label key={o} className={CHIP}>
                <input id={i === 0 ? `${id}-outcome` : undefined} type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => {
                    setOutcome(o);
                    clear("outcome");
                  }} className="h-4 w-4 accent-brand-700" />
                {COMPULSION_OUTCOME_LABELS[o]}
              </label>
            ))}
          </div>
          {errorText("outcome")}
        </fieldset>

        {outcome === "delayed" && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-minutes`} className="text-sm font-medium text-slate-800">
              For how many minutes did you put it off?
            </label>
            <input
              id={`${id}-minutes`}
              type="text"
              inputMode="numeric"
              value={minutes}
              onChange={(e) => {
                setMinutes(e.target.value);
                clear("minutes");
              }}
              aria-invalid={errors.minutes ? true : undefined}
              aria-describedby={describe("minutes")}
              className={`${FIELD} w-32`}
            />
            {errorText("minutes")}
          </div>
        )}

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">When?</legend>
          <div className="flex flex-wrap gap-2">
            <label className={CHIP}>
              <input type="radio" name={`${id}-when`} checked={!earlier} onChange={() => setEarlier(false)} className="h-4 w-4 accent-brand-700" />
              Just now
            </label>
            <label className={CHIP}>
              <input
                type="radio"
                name={`${id}-when`}
                checked={earlier}
                onChange={() => {
                  setEarlier(true);
                  setWhen((w) => w || localInputValue(new Date()));
                }}
                className="h-4 w-4 accent-brand-700"
              />
              Earlier
            </label>
          </div>
          {earlier && (
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-when`} className="text-sm font-medium text-slate-800">
                Date and time it happened
              </label>
              <input
                id={`${id}-when`}
                type="datetime-local"
                value={when}
                max={localInputValue(new Date())}
                onChange={(e) => {
                  setWhen(e.target.value);
                  clear("when");
                }}
                aria-invalid={errors.when ? true : undefined}
                aria-describedby={describe("when")}
                className={`${FIELD} w-full sm:w-72`}
              />
              {errorText("when")}
            </div>
          )}
        </fieldset>

        <div className="grid gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
            Note <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            dir="auto"
            id={`${id}-note`}
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            aria-describedby={`${id}-note-hint`}
            className={`${FIELD} resize-y`}
          />
          <p id={`${id}-note-hint`} className="text-sm text-slate-600">
            Where you were, what set it off: only if it helps you.
          </p>
        </div>

        <div>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            Save to my log
          </Button>
        </div>
      </form>

      <div aria-live="polite" ref={answer}>
        {saved?.kind === "plain" && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200" data-testid="log-saved">
            {saved.outcome === "done"
              ? "Saved. Writing it down honestly, a compulsion done included, is part of the practice."
              : "Saved. Each entry shows you a little more about how the urges come and go."}
          </p>
        )}
        {saved?.kind === "crisis" && <CrisisPanel urgent beingHarmed={saved.beingHarmed} firstStep={saved.firstStep ?? null} />}
        {saved?.kind === "check_in" && (
          <CheckInPrompt<{ level: "crisis" | "none" }>
            check={saved.check}
            onAnswered={(_, result) => setSaved(result.level === "crisis" ? { kind: "crisis" } : { kind: "plain", outcome: saved.outcome })}
          />
        )}
      </div>
    </div>
  );
}
