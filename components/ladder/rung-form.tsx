// One ladder step's form, to add a step, edit one, or change a suggestion before adding it: the
// situation, the compulsion to hold back from, and the anxiety expected (0-10). Checked here with the
// same limits the server keeps; the server's risk assessment answers after saving.
"use client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { COMPULSION_TO_RESIST_MAX, SITUATION_MAX } from "@/lib/domain/ladder";
import { ExpectedAnxietySlider } from "./expected-anxiety-slider";

/** The form's words: the person's own ("you"), or a clinician's suggesting a step to their patient. */
const VOICES = {
  patient: { compulsion: "The compulsion you will hold back from", compulsionMissing: "Please write the compulsion you will hold back from.", anxiety: "How anxious do you expect to feel?" },
  clinician: { compulsion: "The compulsion to hold back from", compulsionMissing: "Please write the compulsion to hold back from.", anxiety: "Expected anxiety for the patient" },
} as const;

export interface RungDraft {
  situation: string;
  compulsionToResist: string;
  expectedAnxiety: number;
}

const FIELD =
  "w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

export function RungForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  voice = "patient",
}: {
  initial: RungDraft;
  voice?: keyof typeof VOICES;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: RungDraft) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const words = VOICES[voice];
  const [situation, setSituation] = useState(initial.situation);
  const [compulsion, setCompulsion] = useState(initial.compulsionToResist);
  const [anxiety, setAnxiety] = useState(initial.expectedAnxiety);
  const [errors, setErrors] = useState<{ situation?: string; compulsion?: string }>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      situation: situation.trim() ? undefined : "Please describe the situation.",
      compulsion: compulsion.trim() ? undefined : words.compulsionMissing,
    };
    setErrors(found);
    if (found.situation) return document.getElementById(`${id}-situation`)?.focus();
    if (found.compulsion) return document.getElementById(`${id}-compulsion`)?.focus();
    onSubmit({ situation: situation.trim(), compulsionToResist: compulsion.trim(), expectedAnxiety: anxiety });
  }

  const error = (key: "situation" | "compulsion") =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm font-medium text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={pending}>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-situation`} className="text-sm font-semibold text-slate-900">
          The situation to face
        </label>
        <textarea
          dir="auto"
          id={`${id}-situation`}
          value={situation}
          onChange={(e) => {
            setSituation(e.target.value);
            setErrors((x) => ({ ...x, situation: undefined }));
          }}
          rows={2}
          maxLength={SITUATION_MAX}
          placeholder="For example: lock the front door once and walk to the bus stop"
          aria-invalid={errors.situation ? true : undefined}
          aria-describedby={errors.situation ? `${id}-situation-error` : undefined}
          className={`${FIELD} ${errors.situation ? "border-red-700" : "border-slate-300"}`}
        />
        {error("situation")}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-compulsion`} className="text-sm font-semibold text-slate-900">
          {words.compulsion}
        </label>
        <input
          id={`${id}-compulsion`}
          type="text"
          value={compulsion}
          onChange={(e) => {
            setCompulsion(e.target.value);
            setErrors((x) => ({ ...x, compulsion: undefined }));
          }}
          maxLength={COMPULSION_TO_RESIST_MAX}
          placeholder="For example: do not go back to check the handle"
          aria-invalid={errors.compulsion ? true : undefined}
          aria-describedby={errors.compulsion ? `${id}-compulsion-error` : undefined}
          className={`${FIELD} min-h-11 ${errors.compulsion ? "border-red-700" : "border-slate-300"}`}
        />
        {error("compulsion")}
      </div>
      <ExpectedAnxietySlider label={words.anxiety} value={anxiety} onChange={setAnxiety} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
