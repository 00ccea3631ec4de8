// The questions of each onboarding step (docs/spec.md §2, §3); the wizard owns state and navigation.
import {
  AVOIDANCE_LEVELS,
  choiceLabel,
  COPING_SKILL_LABELS,
  COPING_SKILLS,
  INTERFERENCE_LEVELS,
  OCD_TYPE_LABELS,
  OCD_TYPES,
  READINESS_LABELS,
  READINESS_LEVELS,
} from "@/lib/domain/enums";
import { CUSTOM_TEXT_MAX } from "@/lib/domain/field-limits";
import {
  AVOIDANCE_LABELS,
  compulsionChoices,
  INTERFERENCE_LABELS,
  OCD_TYPE_HINTS,
  READINESS_HINTS,
  toggle,
  triggerChoices,
  type OnboardingDraft,
} from "@/lib/domain/onboarding-steps";
import { TextField } from "@/components/ui/text-field";
import { AnxietySlider } from "@/components/ui/anxiety-slider";
import { CheckboxCards, RadioCards } from "./choice-inputs";

interface StepProps {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
}

const options = <T extends string>(values: readonly T[], label: (v: T) => string, hint?: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value), hint: hint?.(value) }));

export function OcdTypeStep({ draft, update }: StepProps) {
  return (
    <RadioCards
      name="ocdType"
      legend="Which kind of OCD affects you most?"
      hint="Choose the one that feels closest. You can describe more in the next step."
      options={options(OCD_TYPES, (t) => OCD_TYPE_LABELS[t], (t) => OCD_TYPE_HINTS[t])}
      value={draft.ocdType}
      onChange={(ocdType) => update({ ocdType })}
      columns
    />
  );
}

export function BehaviorsStep({ draft, update }: StepProps) {
  return (
    <div className="grid gap-8">
      <CheckboxCards
        name="primaryTriggers"
        legend="Which situations tend to set off your OCD?"
        hint="Select all that apply."
        options={options(triggerChoices(draft.ocdType), choiceLabel)}
        values={draft.primaryTriggers}
        onToggle={(t) => update({ primaryTriggers: toggle(draft.primaryTriggers, t) })}
        columns
      />
      <CheckboxCards
        name="commonCompulsions"
        legend="What do you usually feel pulled to do?"
        hint="Select any that sound familiar. There are no wrong answers."
        options={options(compulsionChoices(draft.ocdType), choiceLabel)}
        values={draft.commonCompulsions}
        onToggle={(c) => update({ commonCompulsions: toggle(draft.commonCompulsions, c) })}
        columns
      />
      <TextField
        label="Something else you do (optional)"
        placeholder="In your own words"
        maxLength={CUSTOM_TEXT_MAX}
        value={draft.customCompulsion}
        onChange={(e) => update({ customCompulsion: e.target.value })}
      />
    </div>
  );
}

export function AnxietyStep({ draft, update }: StepProps) {
  return (
    <div className="grid gap-8">
      <AnxietySlider
        label="How anxious do your triggers usually make you feel?"
        value={draft.anxietySeverity}
        onChange={(anxietySeverity) => update({ anxietySeverity })}
      />
      <RadioCards
        name="interferenceLevel"
        legend="How often does OCD get in the way of your day?"
        options={options(INTERFERENCE_LEVELS, (v) => INTERFERENCE_LABELS[v])}
        value={draft.interferenceLevel}
        onChange={(interferenceLevel) => update({ interferenceLevel })}
      />
      <RadioCards
        name="avoidanceLevel"
        legend="How much do you avoid situations because of OCD?"
        options={options(AVOIDANCE_LEVELS, (v) => AVOIDANCE_LABELS[v])}
        value={draft.avoidanceLevel}
        onChange={(avoidanceLevel) => update({ avoidanceLevel })}
      />
    </div>
  );
}

export function ComfortStep({ draft, update }: StepProps) {
  return (
    <div className="grid gap-8">
      <RadioCards
        name="readinessLevel"
        legend="How big would you like your first steps to be?"
        hint="You can always go at your own pace; this only shapes the first suggestions."
        options={options(READINESS_LEVELS, (v) => READINESS_LABELS[v], (v) => READINESS_HINTS[v])}
        value={draft.readinessLevel}
        onChange={(readinessLevel) => update({ readinessLevel })}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
        <input
          type="checkbox"
          name="previousErpExperience"
          checked={draft.previousErpExperience}
          onChange={(e) => update({ previousErpExperience: e.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-700 focus-visible:outline-none"
        />
        <span className="font-medium text-slate-900">I have tried exposure and response prevention (ERP) before</span>
      </label>
    </div>
  );
}

export function ToolsStep({ draft, update }: StepProps) {
  return (
    <CheckboxCards
      name="copingSkills"
      legend="Which tools already help you cope?"
      hint="Optional. Select any you use, even now and then."
      options={options(COPING_SKILLS, (v) => COPING_SKILL_LABELS[v])}
      values={draft.copingSkills}
      onToggle={(s) => update({ copingSkills: toggle(draft.copingSkills, s) })}
      columns
    />
  );
}
