// Step 1 'Describe Your Trigger': chips and/or own words, the anxiety slider and the exercise length.
"use client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AnxietySlider } from "@/components/ui/anxiety-slider";
import { CUSTOM_TRIGGER_MAX, DEFAULT_DURATION, joinTrigger, MAX_DURATION, parseDuration } from "@/lib/domain/erp";
import { DurationField } from "./duration-field";

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
  const ids = { chips: useId(), custom: useId(), duration: useId() };

  const toggle = (chip: string) => {
    setTriggerError(null);
    setSelected((s) => (s.includes(chip) ? s.filter((c) => c !== chip) : [...s, chip]));
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

      <AnxietySlider label="How anxious does this make you?" value={anxiety} onChange={setAnxiety} />

      <DurationField
        id={ids.duration}
        text={durationText}
        error={durationError}
        onChange={(text) => {
          setDurationError(null);
          setDurationText(text);
        }}
        onBlur={() => setDurationError(parseDuration(durationText) ? null : BAD_DURATION)}
      />

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
