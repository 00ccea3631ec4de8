// Step 1 'Describe Your Trigger': chips and/or own words, the anxiety slider and the exercise length.
// From a ladder step (decision 034) the words are the step's situation, still editable, and the length
// is a suggested number of minutes. Every session may write down what the person fears will happen and
// how likely it feels (the expectancy the reflection checks afterwards).
"use client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AnxietySlider } from "@/components/ui/anxiety-slider";
import { CUSTOM_TRIGGER_MAX, DEFAULT_DURATION, EXPECTED_OUTCOME_MAX, joinTrigger, MAX_DURATION, parseDuration, suggestedMinutes } from "@/lib/domain/erp";
import type { PractiseRung } from "@/lib/domain/ladder";
import { DurationField, parseMinutes } from "./duration-field";

export interface TriggerChoice {
  trigger: string;
  anxietyLevel: number;
  duration: number;
  rungId?: string;
  expectedOutcome?: string;
  expectedLikelihood?: number;
}

const NO_TRIGGER = "Please select or enter at least one trigger";
const BAD_DURATION = `Please enter a whole number of seconds, from 1 to ${MAX_DURATION}`;
const BAD_MINUTES = "Please enter a whole number of minutes, from 1 to 60";

export function TriggerStep({ chips, pending, onSubmit, rung }: { chips: readonly string[]; pending: boolean; onSubmit: (c: TriggerChoice) => void; rung?: PractiseRung | null }) {
  // A step's session is set in minutes; the person may set it in seconds instead (a first short try).
  const [inMinutes, setInMinutes] = useState(Boolean(rung));
  const minutes = rung && inMinutes ? suggestedMinutes(rung.expectedAnxiety) : undefined;
  const [selected, setSelected] = useState<string[]>([]);
  const [custom, setCustom] = useState(rung?.situation ?? "");
  const [anxiety, setAnxiety] = useState(rung ? Math.max(1, rung.expectedAnxiety) : 5);
  const [durationText, setDurationText] = useState(String(minutes ?? DEFAULT_DURATION));
  const [fear, setFear] = useState("");
  const [likelihood, setLikelihood] = useState(50);
  const [triggerError, setTriggerError] = useState<string | null>(null);
  const [durationError, setDurationError] = useState<string | null>(null);
  const ids = { chips: useId(), custom: useId(), duration: useId(), fear: useId(), likelihood: useId() };
  const readDuration = (text: string) => (minutes ? (parseMinutes(text) ?? 0) * 60 || null : parseDuration(text));
  const badDuration = minutes ? BAD_MINUTES : BAD_DURATION;

  const toggle = (chip: string) => {
    setTriggerError(null);
    setSelected((s) => (s.includes(chip) ? s.filter((c) => c !== chip) : [...s, chip]));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const trigger = joinTrigger(selected, custom);
    const duration = readDuration(durationText);
    setTriggerError(trigger ? null : NO_TRIGGER);
    setDurationError(duration ? null : badDuration);
    if (!trigger) return document.getElementById(rung ? ids.custom : `${ids.chips}-0`)?.focus();
    if (!duration) return document.getElementById(ids.duration)?.focus();
    const expected = fear.trim() ? { expectedOutcome: fear.trim(), expectedLikelihood: likelihood } : {};
    onSubmit({ trigger, anxietyLevel: anxiety, duration, ...(rung ? { rungId: rung.id } : {}), ...expected });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-8">
      <fieldset className="grid gap-3" aria-describedby={triggerError ? `${ids.chips}-error` : undefined}>
        <legend className="mb-1 text-base font-semibold text-slate-900">What is the situation you want to practise with?</legend>
        {rung ? (
          <div className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950">
            <p className="font-semibold">From your ladder: step {rung.position + 1}</p>
            <p className="mt-1">
              <span className="font-medium">Compulsion to resist:</span> {rung.compulsionToResist}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Choose one or more, or describe it in your own words below.</p>
        )}
        <div className={rung ? "hidden" : "flex flex-wrap gap-2"}>
          {chips.map((chip, i) => {
            const on = selected.includes(chip);
            return (
              <label key={chip} className="relative">
                <input id={`${ids.chips}-${i}`} type="checkbox" checked={on} onChange={() => toggle(chip)} className="peer sr-only" />
                <span
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${
                    on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:bg-brand-50"
                  }`}
                >
                  <span aria-hidden="true" className="w-3 text-center">{on ? "✓" : "+"}</span>
                  {chip}
                </span>
              </label>
            );
          })}
        </div>
        <div className="mt-2 grid gap-1.5">
          <label htmlFor={ids.custom} className="text-sm font-medium text-slate-800">
            {rung ? "The situation (you can change the words)" : "In your own words (optional)"}
          </label>
          <textarea
            dir="auto"
            id={ids.custom}
            value={custom}
            onChange={(e) => {
              setTriggerError(null);
              setCustom(e.target.value);
            }}
            maxLength={CUSTOM_TRIGGER_MAX}
            rows={2}
            placeholder="For example: touching the handrail on the bus"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
        </div>
        {triggerError && (
          <p id={`${ids.chips}-error`} role="alert" className="text-sm font-medium text-red-700">
            {triggerError}
          </p>
        )}
      </fieldset>

      <AnxietySlider label="How anxious does this make you?" value={anxiety} onChange={setAnxiety} />

      <DurationField
        id={ids.duration}
        text={durationText}
        error={durationError}
        suggestedMinutes={minutes}
        onChange={(text) => {
          setDurationError(null);
          setDurationText(text);
        }}
        onBlur={() => setDurationError(readDuration(durationText) ? null : badDuration)}
      />
      {minutes && (
        <button
          type="button"
          onClick={() => {
            setInMinutes(false);
            setDurationError(null);
            setDurationText(String((parseMinutes(durationText) ?? minutes) * 60));
          }}
          className="-mt-6 min-h-11 justify-self-start text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          Set the length in seconds instead
        </button>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-base font-semibold text-slate-900">Before you start (optional)</legend>
        <div className="grid gap-1.5">
          <label htmlFor={ids.fear} className="text-sm font-medium text-slate-800">
            What do you fear will happen?
          </label>
          <textarea
            dir="auto"
            id={ids.fear}
            value={fear}
            onChange={(e) => setFear(e.target.value)}
            maxLength={EXPECTED_OUTCOME_MAX}
            rows={2}
            placeholder="For example: someone will break in because I only checked once"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
          <p className="text-sm text-slate-600">Afterwards you can compare it with what really happened.</p>
        </div>
        {fear.trim() && (
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={ids.likelihood} className="text-sm font-medium text-slate-800">
                How likely does it feel right now?
              </label>
              <span aria-hidden="true" className="text-sm font-semibold text-slate-900">
                {likelihood}%
              </span>
            </div>
            <input
              id={ids.likelihood}
              type="range"
              min={0}
              max={100}
              step={10}
              value={likelihood}
              onChange={(e) => setLikelihood(Number(e.target.value))}
              aria-valuetext={`${likelihood} percent`}
              className="h-11 w-full cursor-pointer accent-brand-700"
            />
          </div>
        )}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? (
            <>
              <Spinner /> Preparing your task…
            </>
          ) : (
            "Continue"
          )}
        </Button>
      </div>
    </form>
  );
}
