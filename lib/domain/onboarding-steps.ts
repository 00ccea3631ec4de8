// The onboarding wizard's rules as pure functions (docs/spec.md §4, §5): what each step needs before
// Continue, what changing the OCD type clears, and the payload and checks of the final submit.
import {
  COMPULSIONS_BY_TYPE,
  TRIGGERS_BY_TYPE,
  type AvoidanceLevel,
  type CopingSkill,
  type InterferenceLevel,
  type OcdType,
  type ReadinessLevel,
} from "./enums";
import { DEFAULT_ONBOARDING_ANXIETY } from "./anxiety-scale";
import { CUSTOM_PREFIX } from "./field-limits";
import type { OnboardingInput } from "./onboarding";

export const ONBOARDING_STEPS = ["OCD Type", "Behaviors", "Anxiety Level", "Comfort Level", "Tools"] as const;
export const STEP_COUNT = ONBOARDING_STEPS.length;

export interface OnboardingDraft {
  ocdType: OcdType | null;
  /** The OCD type the chosen triggers and compulsions belong to. */
  behaviorsFor: OcdType | null;
  primaryTriggers: string[];
  commonCompulsions: string[];
  customCompulsion: string;
  anxietySeverity: number;
  interferenceLevel: InterferenceLevel | null;
  avoidanceLevel: AvoidanceLevel | null;
  readinessLevel: ReadinessLevel | null;
  previousErpExperience: boolean;
  copingSkills: CopingSkill[];
}

export const EMPTY_DRAFT: OnboardingDraft = {
  ocdType: null,
  behaviorsFor: null,
  primaryTriggers: [],
  commonCompulsions: [],
  customCompulsion: "",
  anxietySeverity: DEFAULT_ONBOARDING_ANXIETY,
  interferenceLevel: null,
  avoidanceLevel: null,
  readinessLevel: null,
  previousErpExperience: false,
  copingSkills: [],
};

/** docs/spec.md §5: may the person move on from `step` (1-5)? */
export function canContinue(step: number, d: OnboardingDraft): boolean {
  switch (step) {
    case 1:
      return d.ocdType !== null;
    case 2:
      return d.primaryTriggers.length > 0 || d.commonCompulsions.length > 0 || d.customCompulsion.trim().length > 0;
    case 3:
      return d.avoidanceLevel !== null && d.interferenceLevel !== null;
    case 4:
      return d.readinessLevel !== null;
    case 5:
      return true;
    default:
      return false;
  }
}

/**
 * Leaving step 1: answers picked for another OCD type no longer apply, so triggers and that type's
 * compulsions are cleared (docs/spec.md §4). Going Back and on again with the same type keeps them.
 */
export function leaveTypeStep(d: OnboardingDraft): OnboardingDraft {
  if (d.ocdType === d.behaviorsFor) return d;
  return { ...d, behaviorsFor: d.ocdType, primaryTriggers: [], commonCompulsions: [] };
}

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function triggerChoices(type: OcdType | null): readonly string[] {
  return type ? TRIGGERS_BY_TYPE[type] : [];
}

export function compulsionChoices(type: OcdType | null): readonly string[] {
  return type ? COMPULSIONS_BY_TYPE[type] : [];
}

/** The PATCH body of docs/spec.md §3; braveryScore is left to the server, which computes it itself. */
export function toPayload(d: OnboardingDraft): OnboardingInput {
  const custom = d.customCompulsion.trim();
  return {
    ocdType: d.ocdType!,
    primaryTriggers: d.primaryTriggers,
    commonCompulsions: custom ? [...d.commonCompulsions, `${CUSTOM_PREFIX}${custom}`] : d.commonCompulsions,
    anxietySeverity: d.anxietySeverity,
    readinessLevel: d.readinessLevel!,
    copingSkills: d.copingSkills,
    previousErpExperience: d.previousErpExperience,
    interferenceLevel: d.interferenceLevel!,
    avoidanceLevel: d.avoidanceLevel!,
  };
}

/** docs/spec.md §5/§8: the message that stops the final submit, or null when it may be sent. */
export function submitBlocker(signedIn: boolean, d: OnboardingDraft): string | null {
  if (!signedIn) return "Not authenticated";
  if (d.primaryTriggers.length === 0) return "Please select at least one trigger";
  return null;
}

/** Readable words for the onboarding-only answers (the shared enumerations carry the others). */
export const OCD_TYPE_HINTS: Record<OcdType, string> = {
  contamination: "Worries about germs, dirt or illness, and the urge to clean or keep away.",
  checking: "Doubts about doors, appliances or mistakes, and the urge to check again.",
  symmetry: "A need for things to feel even, ordered or “just right”.",
  intrusive_thoughts: "Unwanted thoughts or images that feel distressing and hard to let go of.",
};

export const INTERFERENCE_LABELS: Record<InterferenceLevel, string> = {
  occasionally: "Occasionally",
  moderately: "Moderately",
  constantly: "Constantly",
};

export const AVOIDANCE_LABELS: Record<AvoidanceLevel, string> = {
  low: "Low: I rarely avoid things",
  medium: "Medium: I avoid some things",
  high: "High: I avoid a lot",
};

export const READINESS_HINTS: Record<ReadinessLevel, string> = {
  easy: "Start gently with small, manageable steps.",
  moderate: "A steady pace with some stretch.",
  challenging: "Bigger steps when you feel ready for them.",
};
