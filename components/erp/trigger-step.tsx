// Step 1 'Describe Your Trigger': chips and/or own words, the anxiety slider and the exercise length.
"use client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ANXIETY_BANDS, anxietyBand, anxietyLabel } from "@/lib/domain/anxiety-scale";
import {
  CUSTOM_TRIGGER_MAX,
  DEFAULT_DURATION,
  DURATION_STEP,
  joinTrigger,
  MAX_DURATION,
  parseDuration,
  stepDuration,
} from "@/lib/domain/erp";
import { BAND_PILL, BAND_STRIP } from "./anxiety-bands";

export interface TriggerChoice {
  trigger: string;
  anxietyLevel: number;
  duration: number;
}

const NO_TRIGGER = "Please select or enter at least one trigger";
const BAD_DURATION = `Please enter a whole number of seconds, from 1 to ${MAX_DURATION}`;

export function TriggerStep({ chips, pending, onSubmit }: { chips: readonly string[]; pending: boolean; onSubmit: (c: TriggerChoice) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [custom, setCustom] = useState("");
  const [anxiety, setAnxiety] = useState(5);
  const [durationText, setDurationText] = useState(String(DEFAULT_DURATION));
  const [triggerError, setTriggerError] = useState<string | null>(null);
  const [durationError, setDurationError] = useState<string | null>(null);
  const ids = { chips: useId(), custom: useId(), anxiety: useId(), duration: useId() };

  const toggle = (chip: string) => {
    setTriggerError(null);
    setSelected((s) => (s.includes(chip) ? s.filter((c) => c !== chip) : [...s, chip]));
  };
  const nudge = (direction: 1 | -1) => {
    setDurationError(null);
    setDurationText(String(stepDuration(parseDuration(durationText) ?? DEFAULT_DURATION, direction)));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const trigger = joinTrigger(selected, custom);
    const duration = parseDuration(durationText);
    setTriggerError(trigger ? null : NO_TRIGGER);
    setDurationError(duration ? null : BAD_DURATION);
    if (!trigger) return document.getElementById(`${ids.chips}-0`)?.focus();
    if (!duration) return document.getElementById(ids.duration)?.focus();
    onSubmit({ trigger, anxietyLevel: anxiety, duration });
  }

  const band = anxietyBand(anxiety);
  return (
    <form onSubmit={submit} noValidate className="grid gap-8">
      <fieldset className="grid gap-3" aria-describedby={triggerError ? `${ids.chips}-error` : undefined}>
        <legend className="mb-1 text-base font-semibold text-slate-900">What is the situation you want to practise with?</legend>
        <p className="text-sm text-slate-600">Choose one or more, or describe it in your own words below.</p>
        <div className="flex flex-wrap gap-2">
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
            In your own words (optional)
          </label>
          <textarea
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

      <div className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={ids.anxiety} className="text-base font-semibold text-slate-900">
            How anxious does this make you?
          </label>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BAND_PILL[band]}`} aria-hidden="true">
            {anxiety}/10 · {anxietyLabel(anxiety)}
          </span>
        </div>
        <input
          id={ids.anxiety}
          type="range"
          min={1}
          max={10}
          step={1}
          value={anxiety}
          onChange={(e) => setAnxiety(Number(e.target.value))}
          aria-valuetext={`${anxiety} out of 10, ${anxietyLabel(anxiety)}`}
          className="h-11 w-full cursor-pointer accent-brand-700"
        />
        <div aria-hidden="true" className="grid gap-2">
          <div className="grid grid-cols-5 gap-1">
            {ANXIETY_BANDS.map((b, i) => (
              <div key={b.label} className="grid gap-1 text-center text-xs text-slate-600">
                <div className={`h-2 rounded-full ${BAND_STRIP[i]} ${i === band ? "" : "opacity-40"}`} />
                <span>
                  {b.from}–{b.to}
                </span>
              </div>
            ))}
          </div>
          {/* Aligned under the bands where there is room; a wrapping legend with the ranges on phones. */}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:grid sm:grid-cols-5 sm:gap-1">
            {ANXIETY_BANDS.map((b, i) => (
              <li key={b.label} className={`sm:text-center ${i === band ? "font-semibold text-slate-900" : "text-slate-600"}`}>
                <span className="sm:hidden">
                  {b.from}–{b.to}{" "}
                </span>
                {b.label}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="grid gap-2">
        <label htmlFor={ids.duration} className="text-base font-semibold text-slate-900">
          Exercise length (seconds)
        </label>
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={() => nudge(-1)} aria-label={`${DURATION_STEP} seconds less`} className="w-14 text-base">
            −{DURATION_STEP}
          </Button>
          <input
            id={ids.duration}
            type="text"
            inputMode="numeric"
            value={durationText}
            onChange={(e) => {
              setDurationError(null);
              setDurationText(e.target.value);
            }}
            onBlur={() => setDurationError(parseDuration(durationText) ? null : BAD_DURATION)}
            aria-invalid={durationError ? true : undefined}
            aria-describedby={`${ids.duration}-hint${durationError ? ` ${ids.duration}-error` : ""}`}
            className={`min-h-11 w-24 rounded-lg border bg-white px-3 py-2 text-center text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 ${
              durationError ? "border-red-700" : "border-slate-300"
            }`}
          />
          <Button variant="secondary" onClick={() => nudge(1)} aria-label={`${DURATION_STEP} seconds more`} className="w-14 text-base">
            +{DURATION_STEP}
          </Button>
        </div>
        <p id={`${ids.duration}-hint`} className="text-sm text-slate-600">
          Usually {DEFAULT_DURATION} seconds. Longer exposures give the anxiety time to change by itself.
        </p>
        {durationError && (
          <p id={`${ids.duration}-error`} role="alert" className="text-sm font-medium text-red-700">
            {durationError}
          </p>
        )}
      </div>

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
