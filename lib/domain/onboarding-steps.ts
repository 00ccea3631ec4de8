// The onboarding wizard's rules as pure functions (SPEC.md §4, §5): what each step needs before
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
import { CUSTOM_PREFIX, type OnboardingInput } from "./onboarding";

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

/** SPEC.md §5: may the person move on from `step` (1-5)? */
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
 * compulsions are cleared (SPEC.md §4). Going Back and on again with the same type keeps them.
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

/** The PATCH body of SPEC.md §3; braveryScore is left to the server, which computes it itself. */
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

/** SPEC.md §5/§8: the message that stops the final submit, or null when it may be sent. */
export function submitBlocker(signedIn: boolean, d: OnboardingDraft): string | null {
  if (!signedIn) return "Not authenticated";
  if (d.primaryTriggers.length === 0) return "Please select at least one trigger";
  return null;
}
