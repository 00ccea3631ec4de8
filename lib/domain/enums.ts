// The enumerations of docs/spec.md §3 with the readable labels shown to people.
export const OCD_TYPES = ["contamination", "checking", "symmetry", "intrusive_thoughts"] as const;
export type OcdType = (typeof OCD_TYPES)[number];

export const OCD_TYPE_LABELS: Record<OcdType, string> = {
  contamination: "Contamination",
  checking: "Checking",
  symmetry: "Symmetry",
  intrusive_thoughts: "Intrusive Thoughts",
};

export const TRIGGERS_BY_TYPE = {
  contamination: ["public_surfaces", "shared_objects", "body_fluids", "dirty_items"],
  checking: ["doors_locks", "appliances", "documents", "personal_items"],
  symmetry: ["uneven_objects", "asymmetric_patterns", "disordered_items", "irregular_spacing"],
  intrusive_thoughts: ["harm_self", "harm_others", "inappropriate_thoughts", "existential_thoughts"],
} as const satisfies Record<OcdType, readonly string[]>;

export const COMPULSIONS_BY_TYPE = {
  contamination: ["washing", "avoiding_places", "changing_clothes", "sanitizer", "avoiding_surfaces"],
  checking: ["checking", "reassurance", "mental_rituals", "recording", "avoiding_leaving"],
  symmetry: ["arranging", "repeating", "numbers", "aligning", "order"],
  intrusive_thoughts: ["mental_rituals", "avoiding_triggers", "moral_reassurance", "neutralizing", "avoiding_media"],
} as const satisfies Record<OcdType, readonly string[]>;

export const ALL_TRIGGERS: readonly string[] = Object.values(TRIGGERS_BY_TYPE).flat();
export const ALL_COMPULSIONS: readonly string[] = [...new Set(Object.values(COMPULSIONS_BY_TYPE).flat())];

/** Readable text for trigger and compulsion ids; a 'custom:' compulsion shows its own words. */
export const CHOICE_LABELS: Record<string, string> = {
  public_surfaces: "Public surfaces",
  shared_objects: "Shared objects",
  body_fluids: "Body fluids",
  dirty_items: "Dirty items",
  doors_locks: "Doors and locks",
  appliances: "Appliances",
  documents: "Documents",
  personal_items: "Personal items",
  uneven_objects: "Uneven objects",
  asymmetric_patterns: "Asymmetric patterns",
  disordered_items: "Disordered items",
  irregular_spacing: "Irregular spacing",
  harm_self: "Thoughts of harming myself",
  harm_others: "Thoughts of harming others",
  inappropriate_thoughts: "Unwanted inappropriate thoughts",
  existential_thoughts: "Existential thoughts",
  washing: "Excessive washing",
  avoiding_places: "Avoiding places",
  changing_clothes: "Changing clothes",
  sanitizer: "Using sanitizer",
  avoiding_surfaces: "Avoiding surfaces",
  checking: "Checking repeatedly",
  reassurance: "Seeking reassurance",
  mental_rituals: "Mental rituals",
  recording: "Recording or listing",
  avoiding_leaving: "Avoiding leaving",
  arranging: "Arranging",
  repeating: "Repeating actions",
  numbers: "Counting or numbers",
  aligning: "Aligning things",
  order: "Keeping things in order",
  avoiding_triggers: "Avoiding triggers",
  moral_reassurance: "Seeking moral reassurance",
  neutralizing: "Neutralising thoughts",
  avoiding_media: "Avoiding media",
};

export function choiceLabel(id: string): string {
  if (id.startsWith("custom:")) return id.slice("custom:".length);
  return CHOICE_LABELS[id] ?? id.replace(/_/g, " ");
}

export const COPING_SKILLS = ["breathing", "meditation", "talking", "journaling", "distraction", "exercise"] as const;
export type CopingSkill = (typeof COPING_SKILLS)[number];
export const COPING_SKILL_LABELS: Record<CopingSkill, string> = {
  breathing: "Breathing exercises",
  meditation: "Meditation",
  talking: "Talking to someone",
  journaling: "Journaling",
  distraction: "Distraction",
  exercise: "Physical exercise",
};

export const READINESS_LEVELS = ["easy", "moderate", "challenging"] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number];
export const READINESS_LABELS: Record<ReadinessLevel, string> = {
  easy: "Easy",
  moderate: "Moderate",
  challenging: "Challenging",
};

export const INTERFERENCE_LEVELS = ["occasionally", "moderately", "constantly"] as const;
export type InterferenceLevel = (typeof INTERFERENCE_LEVELS)[number];

export const AVOIDANCE_LEVELS = ["low", "medium", "high"] as const;
export type AvoidanceLevel = (typeof AVOIDANCE_LEVELS)[number];

export const MOODS = ["better", "same", "worse"] as const;
export type Mood = (typeof MOODS)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function ocdTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  return OCD_TYPE_LABELS[type as OcdType] ?? type.replace(/_/g, " ");
}
